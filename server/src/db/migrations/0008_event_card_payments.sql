ALTER TABLE "event_entries" ADD COLUMN "payment_configuration_id" uuid;--> statement-breakpoint
ALTER TABLE "event_entries" ADD COLUMN "callback_token" text;--> statement-breakpoint
ALTER TABLE "event_entries" ADD COLUMN "payment_identifier" text;--> statement-breakpoint
ALTER TABLE "event_entries" ADD COLUMN "payment_window_link" text;--> statement-breakpoint
ALTER TABLE "event_entries" ADD COLUMN "masked_card" text;--> statement-breakpoint
ALTER TABLE "event_entries" ADD COLUMN "capture_status" text;--> statement-breakpoint
ALTER TABLE "event_entries" ADD COLUMN "void_status" text;--> statement-breakpoint
ALTER TABLE "event_entries" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "event_entries" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_payment_configuration_id_payment_configurations_id_fk" FOREIGN KEY ("payment_configuration_id") REFERENCES "public"."payment_configurations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_entries_order_number" ON "event_entries" USING btree ("order_number");--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_callback_token_unique" UNIQUE("callback_token");--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_capture_status" CHECK ("event_entries"."capture_status" in ('pending', 'done', 'skipped', 'failed'));--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_void_status" CHECK ("event_entries"."void_status" in ('pending', 'done', 'failed'));