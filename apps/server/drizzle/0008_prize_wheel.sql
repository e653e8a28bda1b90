CREATE TABLE "coin_earnings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_earnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"basis" bigint NOT NULL,
	"coins" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_earnings_source_unique" UNIQUE("member_id","source_kind","source_id"),
	CONSTRAINT "coin_earnings_coins_check" CHECK ("coin_earnings"."coins" > 0)
);
--> statement-breakpoint
CREATE TABLE "coin_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"coins" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_grants_coins_check" CHECK ("coin_grants"."coins" <> 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"spin_id" bigint,
	"wheel_version" integer NOT NULL,
	"slice_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"condition" jsonb,
	"reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"member_bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "spin_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spin_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"wheel_version" integer NOT NULL,
	"seed_id" bigint NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"draw" double precision NOT NULL,
	"slice_index" integer NOT NULL,
	"slice_code" text NOT NULL,
	"coins_before" bigint NOT NULL,
	"coins_after" bigint NOT NULL,
	"prize" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spins_seed_nonce_unique" UNIQUE("seed_id","nonce"),
	CONSTRAINT "spins_draw_check" CHECK ("spins"."draw" >= 0 AND "spins"."draw" < 1)
);
--> statement-breakpoint
CREATE TABLE "wheel_versions" (
	"version" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_versions_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"definition" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_kind_check";--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_currency_check";--> statement-breakpoint
ALTER TABLE "coin_earnings" ADD CONSTRAINT "coin_earnings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_grants" ADD CONSTRAINT "coin_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_spin_id_spins_id_fk" FOREIGN KEY ("spin_id") REFERENCES "public"."spins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_wheel_version_wheel_versions_version_fk" FOREIGN KEY ("wheel_version") REFERENCES "public"."wheel_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_member_bonus_id_member_bonuses_id_fk" FOREIGN KEY ("member_bonus_id") REFERENCES "public"."member_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_seeds" ADD CONSTRAINT "spin_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_wheel_version_wheel_versions_version_fk" FOREIGN KEY ("wheel_version") REFERENCES "public"."wheel_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_seed_id_spin_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."spin_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_member_idx" ON "coupons" USING btree ("member_id","claimed_at","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spin_seeds_in_use_unique" ON "spin_seeds" USING btree ("member_id") WHERE "spin_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "spins_member_idx" ON "spins" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('adjustment', 'transfer_debit', 'transfer_settle', 'transfer_reverse', 'game_result', 'deposit', 'withdraw_reserve', 'withdraw_payout', 'withdraw_return', 'bonus', 'finish_bonus', 'invite', 'refund', 'coin_earn', 'coin_grant', 'spin', 'spin_coins', 'luckydraw'));--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_kind_check" CHECK ("journal_entries"."source_kind" in ('transfer', 'adjustment', 'game_sync', 'deposit', 'withdrawal', 'member_bonus', 'invite_payout', 'refund_offer', 'coin_earning', 'coin_grant', 'spin', 'coupon'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."member_id" IS NULL) = ("ledger_accounts"."kind" IN ('adjustments', 'provider_clearing', 'deposits', 'payouts', 'promotions', 'invite_rewards', 'refunds', 'coin_issuer', 'luckydraw')));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('wallet', 'transfer_in_flight', 'game', 'pending_withdrawal', 'coins', 'adjustments', 'provider_clearing', 'deposits', 'payouts', 'promotions', 'invite_rewards', 'refunds', 'coin_issuer', 'luckydraw'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_check" CHECK ("ledger_accounts"."currency" in ('LAK', 'BAHT', 'COIN'));--> statement-breakpoint
DROP INDEX "journal_entries_once_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_once_unique" ON "journal_entries" USING btree ("kind","source_kind","source_id") WHERE "journal_entries"."kind" IN ('bonus', 'finish_bonus', 'invite', 'refund', 'coin_earn', 'spin', 'spin_coins', 'luckydraw');
