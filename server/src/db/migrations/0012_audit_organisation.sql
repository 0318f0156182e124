ALTER TABLE "audit_log" ADD COLUMN "sequence" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "org_key" text;--> statement-breakpoint
CREATE INDEX "audit_log_organisation" ON "audit_log" USING btree ("org_key","sequence");--> statement-breakpoint
UPDATE "audit_log" SET "org_key" = "details" ->> 'orgKey' WHERE "details" ? 'orgKey';
