ALTER TABLE "payment_configurations" ADD COLUMN "secret_set_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "payment_configurations" SET "secret_set_at" = "created_at";
