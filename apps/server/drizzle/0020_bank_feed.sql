CREATE TABLE "bank_devices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_no" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "bank_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bank_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" bigint NOT NULL,
	"external_id" text,
	"dedupe_key" text NOT NULL,
	"external_key" text,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"stated_at" timestamp with time zone,
	"state" text DEFAULT 'new' NOT NULL,
	"reason" text,
	"amount" bigint,
	"currency" text,
	"account_digits" text,
	"payer" jsonb,
	"member_id" bigint,
	"deposit_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bank_lines_state_check" CHECK ("bank_lines"."state" in ('new', 'credited', 'waiting', 'assigned', 'dismissed', 'ignored', 'unparsed')),
	CONSTRAINT "bank_lines_amount_check" CHECK ("bank_lines"."amount" IS NULL OR "bank_lines"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_method_check";--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_device_id_bank_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."bank_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_lines_dedupe_unique" ON "bank_lines" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_lines_external_unique" ON "bank_lines" USING btree ("external_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_lines_deposit_unique" ON "bank_lines" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "bank_lines_state_idx" ON "bank_lines" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_method_check" CHECK ("deposits"."method" in ('slip', 'qr', 'truelink', 'notice', 'bank'));