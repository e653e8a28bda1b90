DROP INDEX "bank_lines_account_idx";--> statement-breakpoint
CREATE INDEX "bank_lines_account_time_idx" ON "bank_lines" USING btree ("account_no",coalesce("stated_at", "received_at"),"id");