import type { FastifyInstance } from 'fastify';
import { registerFamilyInvitationRoutes } from '#src/modules/family/invitations.routes.ts';
import { registerParticipantRoutes } from '#src/modules/family/participants.routes.ts';
import { registerNotificationRoutes } from '#src/modules/notifications/notifications.routes.ts';
import { registerMemberRoutes } from './members.routes.ts';
import { registerProfileImageRoutes } from './profile-image.routes.ts';

/** The member's own data under /member/api/v1: profile, participants, family links, notifications. */
export async function registerMemberApi(app: FastifyInstance): Promise<void> {
  registerMemberRoutes(app);
  await registerProfileImageRoutes(app);
  registerParticipantRoutes(app);
  registerFamilyInvitationRoutes(app);
  registerNotificationRoutes(app);
}
