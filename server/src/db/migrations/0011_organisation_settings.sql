ALTER TABLE "organisations" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "cvr_number" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_cvr_number" CHECK ("organisations"."cvr_number" ~ '^[0-9]{8}$');