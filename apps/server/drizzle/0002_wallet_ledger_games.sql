CREATE TABLE "demo_provider_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_provider_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_provider_accounts_game_username_unique" UNIQUE("game","username"),
	CONSTRAINT "demo_provider_accounts_balance_check" CHECK ("demo_provider_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "demo_provider_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_provider_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"reels" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_provider_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"lang" text DEFAULT 'th' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demo_provider_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_provider_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game" text NOT NULL,
	"ref" text NOT NULL,
	"account_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_provider_transfers_ref_unique" UNIQUE("game","ref")
);
--> statement-breakpoint
CREATE TABLE "game_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"slot_code" text NOT NULL,
	"username" text NOT NULL,
	"password_enc" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"busy_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_accounts_member_slot_unique" UNIQUE("member_id","slot_code"),
	CONSTRAINT "game_accounts_slot_username_unique" UNIQUE("slot_code","username"),
	CONSTRAINT "game_accounts_status_check" CHECK ("game_accounts"."status" in ('pending', 'active'))
);
--> statement-breakpoint
CREATE TABLE "game_slots" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"provider" text DEFAULT 'demo' NOT NULL,
	"logo" text NOT NULL,
	"background" text NOT NULL,
	"web" text,
	"android" text,
	"ios" text,
	"ft_wallet_slot" double precision DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_slots_category_check" CHECK ("game_slots"."category" in ('slot', 'sport', 'lotto')),
	CONSTRAINT "game_slots_factor_check" CHECK ("game_slots"."ft_wallet_slot" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"key" text NOT NULL,
	"endpoint" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_member_key_unique" UNIQUE("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"member_id" bigint,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint,
	"kind" text NOT NULL,
	"slot_code" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_unique" UNIQUE NULLS NOT DISTINCT("member_id","kind","slot_code","currency"),
	CONSTRAINT "ledger_accounts_member_balance_check" CHECK ("ledger_accounts"."member_id" IS NULL OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."member_id" IS NULL) = ("ledger_accounts"."kind" IN ('adjustments', 'provider_clearing'))),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('wallet', 'transfer_in_flight', 'game', 'adjustments', 'provider_clearing'))
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "postings_amount_check" CHECK ("postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ref" text NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" bigint,
	"slot_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_ref_unique" UNIQUE("ref"),
	CONSTRAINT "transfers_amount_check" CHECK ("transfers"."amount" > 0),
	CONSTRAINT "transfers_direction_check" CHECK ("transfers"."direction" in ('to_game', 'from_game')),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('pending', 'settled', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "demo_provider_bets" ADD CONSTRAINT "demo_provider_bets_account_id_demo_provider_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."demo_provider_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_provider_tickets" ADD CONSTRAINT "demo_provider_tickets_account_id_demo_provider_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."demo_provider_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_provider_transfers" ADD CONSTRAINT "demo_provider_transfers_account_id_demo_provider_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."demo_provider_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_accounts" ADD CONSTRAINT "game_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_accounts" ADD CONSTRAINT "game_accounts_slot_code_game_slots_code_fk" FOREIGN KEY ("slot_code") REFERENCES "public"."game_slots"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_request_id_idempotency_keys_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."idempotency_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_slot_code_game_slots_code_fk" FOREIGN KEY ("slot_code") REFERENCES "public"."game_slots"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_provider_bets_account_idx" ON "demo_provider_bets" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_running_idx" ON "idempotency_keys" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "journal_entries_member_idx" ON "journal_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_reference_idx" ON "journal_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "transfers_member_idx" ON "transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_pending_idx" ON "transfers" USING btree ("updated_at") WHERE "transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "transfers_request_idx" ON "transfers" USING btree ("request_id");