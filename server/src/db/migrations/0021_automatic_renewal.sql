CREATE TABLE "card_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"payer_member_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"payment_configuration_id" uuid NOT NULL,
	"return_token" text NOT NULL,
	"callback_token" text NOT NULL,
	"gateway_order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"enable_renewal" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_identifier" text,
	"payment_window_link" text,
	"authorization_identifier" text,
	"decline_gateway_reason" text,
	"void_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_requests_return_token_unique" UNIQUE("return_token"),
	CONSTRAINT "card_requests_callback_token_unique" UNIQUE("callback_token"),
	CONSTRAINT "card_requests_gateway_order_number_unique" UNIQUE("gateway_order_number"),
	CONSTRAINT "card_requests_status" CHECK ("card_requests"."status" in ('open', 'saved', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "membership_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"membership_conf_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"notice_amount" integer NOT NULL,
	"previous_amount" integer,
	"charge_date" date,
	"notice_sent_at" timestamp with time zone,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_on" date,
	"lease_until" timestamp with time zone,
	"attempt_order_number" text,
	"failure_reason" text,
	"failure_code" integer,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_renewals_attempt_order_number_unique" UNIQUE("attempt_order_number"),
	CONSTRAINT "membership_renewals_one_per_period" UNIQUE("membership_id","period_start"),
	CONSTRAINT "membership_renewals_status" CHECK ("membership_renewals"."status" in ('scheduled', 'charging', 'retrying', 'paid', 'failed', 'cancelled', 'invited')),
	CONSTRAINT "membership_renewals_kind" CHECK ("membership_renewals"."kind" in ('automatic', 'invitation'))
);
--> statement-breakpoint
ALTER TABLE "membership_payment_lines" ADD COLUMN "auto_renewal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "saved_card_brand" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "saved_card_last_digits" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "saved_card_expiry" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "saved_card_payer_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "saved_card_payment_configuration_id" uuid;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "renewal_notice_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_saved_cards" ADD COLUMN "expiry" text;--> statement-breakpoint
ALTER TABLE "sandbox_saved_cards" ADD COLUMN "charge_decline_code" integer;--> statement-breakpoint
ALTER TABLE "sandbox_saved_cards" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_payer_member_id_members_id_fk" FOREIGN KEY ("payer_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_payment_configuration_id_payment_configurations_id_fk" FOREIGN KEY ("payment_configuration_id") REFERENCES "public"."payment_configurations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_membership_conf_id_membership_configurations_id_fk" FOREIGN KEY ("membership_conf_id") REFERENCES "public"."membership_configurations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_payment_id_membership_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."membership_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_requests_membership" ON "card_requests" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "membership_renewals_due" ON "membership_renewals" USING btree ("status","next_attempt_on");--> statement-breakpoint
CREATE INDEX "membership_renewals_org" ON "membership_renewals" USING btree ("org_id");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_saved_card_payer_id_members_id_fk" FOREIGN KEY ("saved_card_payer_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_saved_card_payment_configuration_id_payment_configurations_id_fk" FOREIGN KEY ("saved_card_payment_configuration_id") REFERENCES "public"."payment_configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_renewal_notice_days" CHECK ("organisations"."renewal_notice_days" between 1 and 60);