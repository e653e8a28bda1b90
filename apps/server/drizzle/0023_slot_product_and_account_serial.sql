CREATE SEQUENCE "public"."game_account_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "game_slots" ADD COLUMN "product" text;