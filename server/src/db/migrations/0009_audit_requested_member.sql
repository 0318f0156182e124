ALTER TABLE "audit_log" ADD COLUMN "requested_member" text;--> statement-breakpoint
CREATE INDEX "audit_log_requested" ON "audit_log" USING btree ("requested_member","occurred_at");