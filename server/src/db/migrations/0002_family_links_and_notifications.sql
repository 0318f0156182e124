DROP INDEX "notifications_receiver_unread";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "whatsapp_queued_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "family_invitations_pair" ON "family_invitations" USING btree ("inviter_id","invitee_id");--> statement-breakpoint
CREATE INDEX "members_name_ci" ON "members" USING btree (lower("first_name"),lower("last_name")) WHERE "members"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "notifications_family_invitation" ON "notifications" USING btree (("data" ->> 'invitationId')) WHERE "notifications"."type" = 'FAMILY_LINK_REQUEST';--> statement-breakpoint
CREATE INDEX "notifications_sender" ON "notifications" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "notifications_receiver_unread" ON "notifications" USING btree ("receiver_id","created_at" DESC NULLS LAST) WHERE not "notifications"."read";