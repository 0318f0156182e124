ALTER TABLE "membership_history" DROP CONSTRAINT "membership_history_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "membership_payment_lines" DROP CONSTRAINT "membership_payment_lines_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "membership_payments" DROP CONSTRAINT "membership_payments_payer_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "membership_history" ADD CONSTRAINT "membership_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payment_lines" ADD CONSTRAINT "membership_payment_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_payer_member_id_members_id_fk" FOREIGN KEY ("payer_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;