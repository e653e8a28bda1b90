-- The ledger's kinds become reference tables the server fills at start (kernel/ledger/registry.ts)
-- instead of CHECKs written from the module list: the kernel imports no module, the database
-- still refuses a kind or currency no one declared. Existing rows keep their kinds.
CREATE TABLE "ledger_account_kinds" (
	"kind" text PRIMARY KEY NOT NULL,
	"is_system" boolean NOT NULL,
	CONSTRAINT "ledger_account_kinds_kind_system_unique" UNIQUE("kind","is_system")
);
--> statement-breakpoint
CREATE TABLE "ledger_currencies" (
	"currency" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entry_kinds" (
	"kind" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_source_kinds" (
	"kind" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- every kind and currency in use before this migration (the CHECKs it replaces allowed these
-- and no other); at start the server adds whatever the core and its modules declare
INSERT INTO "ledger_currencies" ("currency") VALUES
  ('LAK'), ('BAHT'), ('COIN')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_account_kinds" ("kind", "is_system") VALUES
  ('wallet', false), ('transfer_in_flight', false), ('game', false),
  ('pending_withdrawal', false), ('adjustments', true), ('provider_clearing', true),
  ('deposits', true), ('payouts', true), ('promotions', true), ('invite_rewards', true),
  ('refunds', true), ('coins', false), ('coin_issuer', true), ('luckydraw', true)
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_entry_kinds" ("kind") VALUES
  ('adjustment'), ('transfer_debit'), ('transfer_settle'), ('transfer_reverse'),
  ('game_result'), ('deposit'), ('withdraw_reserve'), ('withdraw_payout'), ('withdraw_return'),
  ('bonus'), ('finish_bonus'), ('invite'), ('refund'), ('coin_earn'), ('coin_grant'), ('spin'),
  ('spin_coins'), ('luckydraw')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_source_kinds" ("kind") VALUES
  ('transfer'), ('adjustment'), ('game_sync'), ('deposit'), ('withdrawal'), ('member_bonus'),
  ('invite_payout'), ('refund_offer'), ('coin_earning'), ('coin_grant'), ('spin'), ('coupon')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- then the kinds are keys: the CHECKs go, the foreign keys come (the owner rule included:
-- (kind, is_system) must be a declared pair, is_system being member_id IS NULL)
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_kind_check";--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_currency_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "is_system" boolean GENERATED ALWAYS AS (member_id IS NULL) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_kind_fk" FOREIGN KEY ("kind") REFERENCES "public"."ledger_entry_kinds"("kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_kind_fk" FOREIGN KEY ("source_kind") REFERENCES "public"."ledger_source_kinds"("kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_fk" FOREIGN KEY ("kind","is_system") REFERENCES "public"."ledger_account_kinds"("kind","is_system") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_fk" FOREIGN KEY ("currency") REFERENCES "public"."ledger_currencies"("currency") ON DELETE no action ON UPDATE no action;