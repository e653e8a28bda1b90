CREATE TABLE "askmebet_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "askmebet_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ref" text NOT NULL,
	"game" text NOT NULL,
	"username" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"ref_id" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"last_error" text,
	CONSTRAINT "askmebet_transfers_ref_unique" UNIQUE("ref"),
	CONSTRAINT "askmebet_transfers_ref_id_unique" UNIQUE("ref_id")
);
--> statement-breakpoint
CREATE TABLE "betflix_transfers" (
	"ref" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "askmebet_transfers_username_idx" ON "askmebet_transfers" USING btree ("username","sent_at");--> statement-breakpoint
CREATE INDEX "askmebet_transfers_direction_sent_idx" ON "askmebet_transfers" USING btree ("direction","sent_at");