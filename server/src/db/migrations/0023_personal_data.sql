ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "anonymous_reference" text;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_anonymous_reference_unique" UNIQUE("anonymous_reference");