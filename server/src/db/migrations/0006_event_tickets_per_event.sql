ALTER TABLE "tickets" ADD COLUMN "event_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_one_live_per_participant" ON "tickets" USING btree ("event_id","participant_id") WHERE "tickets"."status" <> 'cancelled' and "tickets"."participant_id" is not null;--> statement-breakpoint
CREATE INDEX "tickets_participant" ON "tickets" USING btree ("participant_id");