ALTER TABLE "invite_accruals" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "invite_accruals" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "invite_accruals" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
-- flagged rows received before staff review existed were paid: record them as approved so the
-- paid check holds (decision 011, "Flagged accruals")
UPDATE "invite_accruals" SET "review" = 'approved', "reviewed_by" = 'paid before review', "reviewed_at" = now() WHERE "flagged" AND "payout_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_accruals" ADD CONSTRAINT "invite_accruals_review_check" CHECK ("invite_accruals"."review" IS NULL OR ("invite_accruals"."flagged" AND "invite_accruals"."review" IN ('approved', 'refused')));--> statement-breakpoint
ALTER TABLE "invite_accruals" ADD CONSTRAINT "invite_accruals_paid_check" CHECK ("invite_accruals"."payout_id" IS NULL OR NOT "invite_accruals"."flagged" OR "invite_accruals"."review" = 'approved');