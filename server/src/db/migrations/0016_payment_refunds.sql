CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"membership_payment_id" uuid,
	"event_entry_id" uuid,
	"action" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"requested_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_one_payment" CHECK (("payment_refunds"."membership_payment_id" is null) <> ("payment_refunds"."event_entry_id" is null)),
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_action" CHECK ("payment_refunds"."action" in ('refund', 'void')),
	CONSTRAINT "payment_refunds_status" CHECK ("payment_refunds"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_membership_payment_id_membership_payments_id_fk" FOREIGN KEY ("membership_payment_id") REFERENCES "public"."membership_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_event_entry_id_event_entries_id_fk" FOREIGN KEY ("event_entry_id") REFERENCES "public"."event_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_key" ON "payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_membership_payment" ON "payment_refunds" USING btree ("membership_payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_event_entry" ON "payment_refunds" USING btree ("event_entry_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_org" ON "payment_refunds" USING btree ("org_id","created_at");