CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_subject" text,
	"actor_email" text,
	"acted_as_member_id" uuid,
	"action" text NOT NULL,
	"method" text,
	"path" text,
	"status_code" text,
	"request_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"booker_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'DKK' NOT NULL,
	"payment_status" text NOT NULL,
	"return_token" text,
	"order_number" text,
	"authorization_identifier" text,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_entries_return_token_unique" UNIQUE("return_token"),
	CONSTRAINT "event_entries_quantity" CHECK ("event_entries"."quantity" > 0),
	CONSTRAINT "event_entries_amount" CHECK ("event_entries"."amount" >= 0),
	CONSTRAINT "event_entries_payment_status" CHECK ("event_entries"."payment_status" in ('free', 'pending', 'paid', 'declined', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"public_date" timestamp with time zone DEFAULT now() NOT NULL,
	"registration_deadline" timestamp with time zone,
	"capacity" integer,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"member_price" integer DEFAULT 0 NOT NULL,
	"guest_price" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'DKK' NOT NULL,
	"for_members" boolean DEFAULT false NOT NULL,
	"guests_invited" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_period" CHECK ("events"."end_date" >= "events"."start_date"),
	CONSTRAINT "events_capacity" CHECK ("events"."capacity" is null or ("events"."capacity" >= 0 and "events"."places_taken" <= "events"."capacity")),
	CONSTRAINT "events_places_taken" CHECK ("events"."places_taken" >= 0),
	CONSTRAINT "events_prices" CHECK ("events"."member_price" >= 0 and "events"."guest_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_entry_id" uuid NOT NULL,
	"code" text NOT NULL,
	"holder_name" text NOT NULL,
	"participant_id" uuid,
	"status" text DEFAULT 'valid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_code_unique" UNIQUE("code"),
	CONSTRAINT "tickets_status" CHECK ("tickets"."status" in ('valid', 'cancelled', 'checked_in'))
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"org_key" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_grants_unique" UNIQUE("user_id","org_key","role"),
	CONSTRAINT "role_grants_role" CHECK ("role_grants"."role" in ('USER', 'ADMIN', 'SUPER_ADMIN'))
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"material" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'da' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "family_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_id" uuid NOT NULL,
	"invitee_id" uuid NOT NULL,
	"inviter_email" text NOT NULL,
	"invitee_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "family_invitations_status" CHECK ("family_invitations"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "family_invitations_not_self" CHECK ("family_invitations"."inviter_id" <> "family_invitations"."invitee_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"gender" text,
	"date_of_birth" date,
	"profile_image" text,
	"address_line1" text,
	"address_line2" text,
	"address_line3" text,
	"city" text,
	"post_code" text,
	"country" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"comments" text,
	"family_link" boolean DEFAULT false NOT NULL,
	"family_invitation_status" text,
	"registration_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_email_unique" UNIQUE("email"),
	CONSTRAINT "members_email_lower" CHECK ("members"."email" = lower("members"."email")),
	CONSTRAINT "members_family_invitation_status" CHECK ("members"."family_invitation_status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "membership_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"membership_conf_id" uuid NOT NULL,
	"wp_entry_id" text,
	"wp_form_id" text,
	"membership_for" integer NOT NULL,
	"status_change_date" timestamp with time zone DEFAULT now() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"gdpr_agreement" text,
	"status" text DEFAULT 'inactive' NOT NULL,
	"reference_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_history_status" CHECK ("membership_history"."status" in ('active', 'inactive', 'expired')),
	CONSTRAINT "membership_history_period" CHECK ("membership_history"."end_date" >= "membership_history"."start_date")
);
--> statement-breakpoint
CREATE TABLE "membership_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_history_id" uuid NOT NULL,
	"billing_name" text NOT NULL,
	"billing_address" text NOT NULL,
	"billing_email" text NOT NULL,
	"billing_phone" text,
	"total_members" integer DEFAULT 1 NOT NULL,
	"total_membership_fee" integer NOT NULL,
	"currency" text DEFAULT 'DKK' NOT NULL,
	"gdpr_agreement" text DEFAULT 'Agreed' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'init_mem' NOT NULL,
	"pay_system" text DEFAULT 'member_web' NOT NULL,
	"pay_init_device" text,
	"pay_comp_device" text,
	"payment_type" text,
	"payment_total" integer NOT NULL,
	"total_paid" integer DEFAULT 0 NOT NULL,
	"return_token" text NOT NULL,
	"order_number" text NOT NULL,
	"payment_identifier" text,
	"authorization_identifier" text,
	"reference_key" text,
	"payment_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_payments_return_token_unique" UNIQUE("return_token"),
	CONSTRAINT "membership_payments_status" CHECK ("membership_payments"."payment_status" in ('init_mem', 'paid', 'declined', 'cancelled', 'refunded')),
	CONSTRAINT "membership_payments_amounts" CHECK ("membership_payments"."payment_total" >= 0 and "membership_payments"."total_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"auto_renewal" boolean DEFAULT false NOT NULL,
	"auto_renew_cycle" text,
	"saved_card_identifier" text,
	"old_status" text,
	"new_status" text,
	"overall_start_date" date,
	"overall_end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_one_per_member_and_org" UNIQUE("member_id","org_id"),
	CONSTRAINT "memberships_status" CHECK ("memberships"."status" in ('active', 'inactive', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_thread_id" uuid,
	"receiver_id" uuid NOT NULL,
	"sender_id" uuid,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_date" timestamp with time zone,
	CONSTRAINT "notifications_type" CHECK ("notifications"."type" in ('FAMILY_LINK_REQUEST', 'MEMBERSHIP_RENEW', 'ORDER_READY', 'PAYMENT_RECEIVED', 'EVENT_REGISTRATION', 'CONTACT_US', 'CONTACT_US_REPLY'))
);
--> statement-breakpoint
CREATE TABLE "membership_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"membership_price" integer NOT NULL,
	"currency" text DEFAULT 'DKK' NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"membership_surcharge" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"offer_start_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_configurations_price" CHECK ("membership_configurations"."membership_price" >= 0),
	CONSTRAINT "membership_configurations_surcharge" CHECK ("membership_configurations"."membership_surcharge" >= 0),
	CONSTRAINT "membership_configurations_vat" CHECK ("membership_configurations"."vat_rate" >= 0 and "membership_configurations"."vat_rate" <= 100),
	CONSTRAINT "membership_configurations_period" CHECK ("membership_configurations"."end_date" >= "membership_configurations"."start_date")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"contact_receiver_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_key_unique" UNIQUE("key"),
	CONSTRAINT "organisations_key_format" CHECK ("organisations"."key" ~ '^[A-Z0-9_]{2,32}$')
);
--> statement-breakpoint
CREATE TABLE "payment_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"client_secret" text NOT NULL,
	"test_mode" boolean DEFAULT true NOT NULL,
	"currency_symbol" text DEFAULT 'DKK' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_configurations_provider" CHECK ("payment_configurations"."provider" in ('sandbox', 'freepay'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_acted_as_member_id_members_id_fk" FOREIGN KEY ("acted_as_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_booker_id_members_id_fk" FOREIGN KEY ("booker_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_entry_id_event_entries_id_fk" FOREIGN KEY ("event_entry_id") REFERENCES "public"."event_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_participant_id_members_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_grants" ADD CONSTRAINT "role_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_parent_id_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_history" ADD CONSTRAINT "membership_history_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_history" ADD CONSTRAINT "membership_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_history" ADD CONSTRAINT "membership_history_membership_conf_id_membership_configurations_id_fk" FOREIGN KEY ("membership_conf_id") REFERENCES "public"."membership_configurations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_membership_history_id_membership_history_id_fk" FOREIGN KEY ("membership_history_id") REFERENCES "public"."membership_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_receiver_id_members_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_configurations" ADD CONSTRAINT "membership_configurations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_configurations" ADD CONSTRAINT "payment_configurations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_occurred" ON "audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_acted_as" ON "audit_log" USING btree ("acted_as_member_id","occurred_at");--> statement-breakpoint
CREATE INDEX "event_entries_email" ON "event_entries" USING btree ("email","payment_status");--> statement-breakpoint
CREATE INDEX "event_entries_event" ON "event_entries" USING btree ("event_id","payment_status");--> statement-breakpoint
CREATE INDEX "event_entries_booker" ON "event_entries" USING btree ("booker_id");--> statement-breakpoint
CREATE INDEX "events_org_start" ON "events" USING btree ("org_id","start_date");--> statement-breakpoint
CREATE INDEX "tickets_entry" ON "tickets" USING btree ("event_entry_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_resets_user" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "family_invitations_inviter_email" ON "family_invitations" USING btree ("inviter_email");--> statement-breakpoint
CREATE INDEX "family_invitations_invitee_email" ON "family_invitations" USING btree ("invitee_email");--> statement-breakpoint
CREATE INDEX "family_invitations_invitee" ON "family_invitations" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "members_parent" ON "members" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "members_name" ON "members" USING btree ("first_name","last_name");--> statement-breakpoint
CREATE INDEX "membership_history_membership" ON "membership_history" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "membership_history_member" ON "membership_history" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "membership_payments_history" ON "membership_payments" USING btree ("membership_history_id");--> statement-breakpoint
CREATE INDEX "membership_payments_authorization" ON "membership_payments" USING btree ("authorization_identifier");--> statement-breakpoint
CREATE INDEX "memberships_org" ON "memberships" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "notifications_receiver_unread" ON "notifications" USING btree ("receiver_id","read");--> statement-breakpoint
CREATE INDEX "membership_configurations_org" ON "membership_configurations" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_configurations_one_active" ON "payment_configurations" USING btree ("org_id") WHERE "payment_configurations"."active";