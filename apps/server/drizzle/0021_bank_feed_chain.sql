ALTER TABLE "bank_lines" ALTER COLUMN "device_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD COLUMN "account_no" text;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD COLUMN "balance" bigint;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD COLUMN "missing_before" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD COLUMN "missing_reason" text;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD COLUMN "statement_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_lines_statement_unique" ON "bank_lines" USING btree ("statement_key");--> statement-breakpoint
CREATE INDEX "bank_lines_account_idx" ON "bank_lines" USING btree ("account_no","stated_at");--> statement-breakpoint
UPDATE "bank_lines" SET "account_no" = (SELECT "account_no" FROM "bank_devices" WHERE "bank_devices"."id" = "bank_lines"."device_id");
