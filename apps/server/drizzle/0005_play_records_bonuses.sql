CREATE TABLE "bonuses" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"max_received" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"banners" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_kind_check" CHECK ("bonuses"."kind" in ('bonus', 'promotion')),
	CONSTRAINT "bonuses_type_check" CHECK ("bonuses"."type" in ('limit', 'day', 'week')),
	CONSTRAINT "bonuses_max_received_check" CHECK ("bonuses"."max_received" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" bigint,
	"slot_code" text NOT NULL,
	"player" text NOT NULL,
	"game" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"void" boolean DEFAULT false NOT NULL,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_provider_round_unique" UNIQUE("provider","round_id"),
	CONSTRAINT "game_rounds_amounts_check" CHECK ("game_rounds"."stake" >= 0 AND "game_rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_bonuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"bonus_code" text NOT NULL,
	"status" text DEFAULT 'awaiting_deposit' NOT NULL,
	"outcome" text,
	"rules" jsonb NOT NULL,
	"currency" text NOT NULL,
	"deposit_id" bigint,
	"deposit" bigint,
	"amount" bigint,
	"own_funds" bigint,
	"base" bigint,
	"kept" bigint,
	"forfeited" bigint,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "member_bonuses_status_check" CHECK ("member_bonuses"."status" in ('awaiting_deposit', 'running', 'ending', 'ended')),
	CONSTRAINT "member_bonuses_outcome_check" CHECK (("member_bonuses"."status" = 'ended') = ("member_bonuses"."outcome" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "round_feed_cursors" (
	"provider" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
DROP INDEX "journal_entries_reference_idx";--> statement-breakpoint
DROP INDEX "journal_entries_deposit_unique";--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "source_kind" text;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "source_id" text;--> statement-breakpoint
-- the string-prefixed references (`transfer:<ref>`, `sync:<slot>`…) become typed sources
UPDATE "journal_entries" SET
  "source_kind" = CASE split_part("reference", ':', 1) WHEN 'sync' THEN 'game_sync' ELSE split_part("reference", ':', 1) END,
  "source_id" = substr("reference", strpos("reference", ':') + 1);--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "source_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "source_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_bonus_code_bonuses_code_fk" FOREIGN KEY ("bonus_code") REFERENCES "public"."bonuses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bonuses" ADD CONSTRAINT "member_bonuses_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("member_id","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_one_open_unique" ON "member_bonuses" USING btree ("member_id") WHERE "member_bonuses"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "member_bonuses_member_idx" ON "member_bonuses" USING btree ("member_id","bonus_code","activated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bonuses_deposit_unique" ON "member_bonuses" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "member_bonuses_running_idx" ON "member_bonuses" USING btree ("status") WHERE "member_bonuses"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "demo_provider_bets_created_idx" ON "demo_provider_bets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_once_unique" ON "journal_entries" USING btree ("kind","source_kind","source_id") WHERE "journal_entries"."kind" IN ('bonus', 'finish_bonus');--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_deposit_unique" ON "journal_entries" USING btree ("source_kind","source_id") WHERE "journal_entries"."kind" = 'deposit';--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('adjustment', 'transfer_debit', 'transfer_settle', 'transfer_reverse', 'game_result', 'deposit', 'withdraw_reserve', 'withdraw_payout', 'withdraw_return', 'bonus', 'finish_bonus'));--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_kind_check" CHECK ("journal_entries"."source_kind" in ('transfer', 'adjustment', 'game_sync', 'deposit', 'withdrawal', 'member_bonus'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_check" CHECK ("ledger_accounts"."currency" in ('LAK', 'BAHT'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."member_id" IS NULL) = ("ledger_accounts"."kind" IN ('adjustments', 'provider_clearing', 'deposits', 'payouts', 'promotions')));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('wallet', 'transfer_in_flight', 'game', 'pending_withdrawal', 'adjustments', 'provider_clearing', 'deposits', 'payouts', 'promotions'));