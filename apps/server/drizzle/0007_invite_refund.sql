CREATE TABLE "invite_accruals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_accruals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inviter_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"computed" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"payout_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_accruals_source_unique" UNIQUE("invitee_id","source_kind","source_id"),
	CONSTRAINT "invite_accruals_amount_check" CHECK ("invite_accruals"."amount" >= 0 AND "invite_accruals"."amount" <= "invite_accruals"."computed")
);
--> statement-breakpoint
CREATE TABLE "invite_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"member_bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_payouts_amount_check" CHECK ("invite_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"net_loss" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"claim_until" timestamp with time zone,
	"received_at" timestamp with time zone,
	"member_bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_offers_member_period_unique" UNIQUE("member_id","period_start"),
	CONSTRAINT "refund_offers_amount_check" CHECK ("refund_offers"."amount" >= 0 AND "refund_offers"."net_loss" >= 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_kind_check";--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
DROP INDEX "journal_entries_once_unique";--> statement-breakpoint
ALTER TABLE "invite_accruals" ADD CONSTRAINT "invite_accruals_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_accruals" ADD CONSTRAINT "invite_accruals_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_accruals" ADD CONSTRAINT "invite_accruals_payout_id_invite_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."invite_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_payouts" ADD CONSTRAINT "invite_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_payouts" ADD CONSTRAINT "invite_payouts_member_bonus_id_member_bonuses_id_fk" FOREIGN KEY ("member_bonus_id") REFERENCES "public"."member_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_offers" ADD CONSTRAINT "refund_offers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_offers" ADD CONSTRAINT "refund_offers_member_bonus_id_member_bonuses_id_fk" FOREIGN KEY ("member_bonus_id") REFERENCES "public"."member_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_accruals_inviter_idx" ON "invite_accruals" USING btree ("inviter_id","payout_id");--> statement-breakpoint
CREATE INDEX "invite_payouts_member_idx" ON "invite_payouts" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_offers_received_idx" ON "refund_offers" USING btree ("member_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_once_unique" ON "journal_entries" USING btree ("kind","source_kind","source_id") WHERE "journal_entries"."kind" IN ('bonus', 'finish_bonus', 'invite', 'refund');--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('adjustment', 'transfer_debit', 'transfer_settle', 'transfer_reverse', 'game_result', 'deposit', 'withdraw_reserve', 'withdraw_payout', 'withdraw_return', 'bonus', 'finish_bonus', 'invite', 'refund'));--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_kind_check" CHECK ("journal_entries"."source_kind" in ('transfer', 'adjustment', 'game_sync', 'deposit', 'withdrawal', 'member_bonus', 'invite_payout', 'refund_offer'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."member_id" IS NULL) = ("ledger_accounts"."kind" IN ('adjustments', 'provider_clearing', 'deposits', 'payouts', 'promotions', 'invite_rewards', 'refunds')));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('wallet', 'transfer_in_flight', 'game', 'pending_withdrawal', 'adjustments', 'provider_clearing', 'deposits', 'payouts', 'promotions', 'invite_rewards', 'refunds'));