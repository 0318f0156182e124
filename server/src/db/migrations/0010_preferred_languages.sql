ALTER TABLE "event_entries" ADD COLUMN "language" text DEFAULT 'da' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "preferred_language" text DEFAULT 'da' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_language" CHECK ("event_entries"."language" in ('da', 'en'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_preferred_language" CHECK ("members"."preferred_language" in ('da', 'en'));