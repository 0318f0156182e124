-- membership_payments had no writer before this migration, so its new NOT NULL columns need no default.
CREATE TABLE "membership_payment_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"history_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"membership_conf_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"member_name" text NOT NULL,
	"membership_name" text NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"price" integer NOT NULL,
	"vat" integer NOT NULL,
	"surcharge" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "membership_payment_lines_history_id_unique" UNIQUE("history_id"),
	CONSTRAINT "membership_payment_lines_total" CHECK ("membership_payment_lines"."total" = "membership_payment_lines"."price" + "membership_payment_lines"."vat" + "membership_payment_lines"."surcharge")
);
--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "callback_token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "gateway_order_number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "org_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "payment_configuration_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "payer_member_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "payment_window_link" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "saved_card_identifier" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "masked_card" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "decline_acquirer" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "decline_gateway_reason" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "capture_status" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "void_status" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "events" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "events_for_members" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "events_for_guests" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_payment_lines" ADD CONSTRAINT "membership_payment_lines_payment_id_membership_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."membership_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payment_lines" ADD CONSTRAINT "membership_payment_lines_history_id_membership_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."membership_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payment_lines" ADD CONSTRAINT "membership_payment_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payment_lines" ADD CONSTRAINT "membership_payment_lines_membership_conf_id_membership_configurations_id_fk" FOREIGN KEY ("membership_conf_id") REFERENCES "public"."membership_configurations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_payment_lines_payment" ON "membership_payment_lines" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_payment_configuration_id_payment_configurations_id_fk" FOREIGN KEY ("payment_configuration_id") REFERENCES "public"."payment_configurations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_payer_member_id_members_id_fk" FOREIGN KEY ("payer_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_payments_payer" ON "membership_payments" USING btree ("payer_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_one_pending" ON "membership_payments" USING btree ("payer_member_id","org_id") WHERE "membership_payments"."payment_status" = 'init_mem';--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_callback_token_unique" UNIQUE("callback_token");--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_gateway_order_number_unique" UNIQUE("gateway_order_number");--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_capture_status" CHECK ("membership_payments"."capture_status" in ('pending', 'done', 'skipped', 'failed'));--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_void_status" CHECK ("membership_payments"."void_status" in ('pending', 'done', 'skipped', 'failed'));