CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_id" uuid,
	"code" text NOT NULL,
	"nonce" text NOT NULL,
	"kind" text NOT NULL,
	"result" text NOT NULL,
	"by_name" text NOT NULL,
	"by_email" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_kind" CHECK ("check_ins"."kind" in ('entry', 'undo'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sale_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "max_per_booking" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_nonce" ON "check_ins" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "check_ins_event" ON "check_ins" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "check_ins_ticket" ON "check_ins" USING btree ("ticket_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_max_per_booking" CHECK ("events"."max_per_booking" is null or "events"."max_per_booking" > 0);