CREATE TABLE "deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"method" text NOT NULL,
	"channel" text NOT NULL,
	"reference" text NOT NULL,
	"source" text,
	"amount" bigint,
	"currency" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"note" text,
	"detail" text,
	"file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_reference_unique" UNIQUE("reference"),
	CONSTRAINT "deposits_method_source_unique" UNIQUE("method","source"),
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount" IS NULL OR "deposits"."amount" > 0),
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in ('processing', 'success', 'failed')),
	CONSTRAINT "deposits_method_check" CHECK ("deposits"."method" in ('slip', 'qr', 'truelink', 'notice'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"qrcode_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"gateway" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"payload" text NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_codes_amount_check" CHECK ("qr_codes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"request_id" bigint,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account_no" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('processing', 'success', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_request_id_idempotency_keys_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."idempotency_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","method","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_live_unique" ON "qr_codes" USING btree ("member_id","gateway") WHERE "qr_codes"."status" = 'live';--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_deposit_unique" ON "journal_entries" USING btree ("reference") WHERE "journal_entries"."kind" = 'deposit';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."member_id" IS NULL) = ("ledger_accounts"."kind" IN ('adjustments', 'provider_clearing', 'deposits', 'payouts')));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('wallet', 'transfer_in_flight', 'game', 'adjustments', 'provider_clearing', 'pending_withdrawal', 'deposits', 'payouts'));