CREATE TABLE "waiting_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"member_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"language" text DEFAULT 'da' NOT NULL,
	"participant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token" text NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"event_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_entries_token_unique" UNIQUE("token"),
	CONSTRAINT "waiting_list_quantity" CHECK ("waiting_list_entries"."quantity" > 0),
	CONSTRAINT "waiting_list_status" CHECK ("waiting_list_entries"."status" in ('waiting', 'offered', 'accepted', 'expired', 'left', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "offer_hold_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_event_entry_id_event_entries_id_fk" FOREIGN KEY ("event_entry_id") REFERENCES "public"."event_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_list_line" ON "waiting_list_entries" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE INDEX "waiting_list_entry" ON "waiting_list_entries" USING btree ("event_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_one_per_member" ON "waiting_list_entries" USING btree ("event_id","member_id") WHERE "waiting_list_entries"."status" in ('waiting', 'offered') and "waiting_list_entries"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_one_per_guest" ON "waiting_list_entries" USING btree ("event_id","email") WHERE "waiting_list_entries"."status" in ('waiting', 'offered') and "waiting_list_entries"."member_id" is null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_offer_hold_hours" CHECK ("events"."offer_hold_hours" between 1 and 336);