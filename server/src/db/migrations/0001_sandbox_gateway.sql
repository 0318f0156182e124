CREATE TABLE "sandbox_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_key_hash" text NOT NULL,
	"payment_id" uuid,
	"saved_card_id" uuid,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"masked_pan" text NOT NULL,
	"card_type" text NOT NULL,
	"is_test" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_authorizations_one_per_payment" UNIQUE("payment_id"),
	CONSTRAINT "sandbox_authorizations_status" CHECK ("sandbox_authorizations"."status" in ('pending', 'captured', 'voided')),
	CONSTRAINT "sandbox_authorizations_amount" CHECK ("sandbox_authorizations"."amount" > 0),
	CONSTRAINT "sandbox_authorizations_captured" CHECK ("sandbox_authorizations"."captured_amount" >= 0 and "sandbox_authorizations"."captured_amount" <= "sandbox_authorizations"."amount"),
	CONSTRAINT "sandbox_authorizations_refunded" CHECK ("sandbox_authorizations"."refunded_amount" >= 0 and "sandbox_authorizations"."refunded_amount" <= "sandbox_authorizations"."captured_amount")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_key_hash" text NOT NULL,
	"merchant_name" text,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"accept_url" text NOT NULL,
	"decline_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"language" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"test_mode" boolean NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_amount" CHECK ("sandbox_payments"."amount" > 0),
	CONSTRAINT "sandbox_payments_status" CHECK ("sandbox_payments"."status" in ('open', 'authorized', 'declined', 'cancelled')),
	CONSTRAINT "sandbox_payments_language" CHECK ("sandbox_payments"."language" in ('da-DK', 'en-US')),
	CONSTRAINT "sandbox_payments_outcome" CHECK (("sandbox_payments"."status" = 'open') = ("sandbox_payments"."outcome_url" is null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_key_hash" text NOT NULL,
	"masked_pan" text NOT NULL,
	"card_type" text NOT NULL,
	"is_test" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_authorizations" ADD CONSTRAINT "sandbox_authorizations_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_authorizations" ADD CONSTRAINT "sandbox_authorizations_saved_card_id_sandbox_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."sandbox_saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_authorizations_merchant" ON "sandbox_authorizations" USING btree ("merchant_key_hash");