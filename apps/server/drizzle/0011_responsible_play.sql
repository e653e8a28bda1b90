CREATE TABLE "responsible_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "responsible_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responsible_pending_limits" (
	"member_id" bigint NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmable_at" timestamp with time zone NOT NULL,
	CONSTRAINT "responsible_pending_limits_member_id_period_pk" PRIMARY KEY("member_id","period")
);
--> statement-breakpoint
CREATE TABLE "responsible_profiles" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"daily_limit" bigint,
	"weekly_limit" bigint,
	"monthly_limit" bigint,
	"reality_minutes" integer DEFAULT 0 NOT NULL,
	"timeout_until" timestamp with time zone,
	"exclusion_until" timestamp with time zone,
	"exclusion_lift_requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsible_limits_check" CHECK (coalesce("responsible_profiles"."daily_limit", 1) > 0 AND coalesce("responsible_profiles"."weekly_limit", 1) > 0 AND coalesce("responsible_profiles"."monthly_limit", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "responsible_events" ADD CONSTRAINT "responsible_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_pending_limits" ADD CONSTRAINT "responsible_pending_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_profiles" ADD CONSTRAINT "responsible_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "responsible_events_member_idx" ON "responsible_events" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE FUNCTION responsible_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'responsible_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER responsible_events_no_update BEFORE UPDATE OR DELETE ON responsible_events
  FOR EACH ROW EXECUTE FUNCTION responsible_events_append_only();
