import type { z } from 'zod';
import type { createNotificationInputSchema } from '@portal/contracts/notification';
import { AppError } from '#src/lib/errors.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { fullName } from '@portal/contracts/member-fields';
import type { ServiceContext } from '#src/lib/service-context.ts';
import {
  createFamilyLinkRequest,
  findFamilyLinkRequest,
} from '#src/modules/notifications/notifications.service.ts';
import { invitationAlreadyAnswered } from './family-access.service.ts';
import { findSentInvitation } from './invitations.repository.ts';

type CreateNotification = z.output<typeof createNotificationInputSchema>;

/**
 * POST member/notification/item. A client may create only what it is entitled to: a
 * FAMILY_LINK_REQUEST about its own pending invitation, to that invitation's invitee. The server
 * writes the texts and data from the invitation. Inviting already creates the request, so this
 * returns that one (created: false) rather than a second copy.
 */
export async function requestFamilyLinkNotification(
  ctx: ServiceContext,
  acting: ActingMember,
  input: CreateNotification,
): Promise<{ id: string; created: boolean }> {
  if (input.type !== 'FAMILY_LINK_REQUEST') {
    throw new AppError(
      'FORBIDDEN',
      `Notifications of type ${input.type} are sent by the server, not created by clients.`,
    );
  }
  return ctx.db.transaction(async (tx) => {
    const invitation = await findSentInvitation(tx, input.data.invitationId, acting.id);
    if (!invitation) throw AppError.of('NOT_FOUND', 'invitation_not_found');
    if (invitation.status !== 'pending') {
      throw invitationAlreadyAnswered(invitation.status);
    }
    const data = {
      inviterEmail: invitation.inviterEmail,
      familyId: acting.id,
      inviteeId: invitation.inviteeId,
      inviteeEmail: invitation.inviteeEmail,
      invitationId: invitation.id,
    };
    if (input.receiverId !== invitation.inviteeId) {
      throw AppError.badRequest('receiverId', 'must be the invited member');
    }
    for (const key of ['inviterEmail', 'familyId', 'inviteeId', 'inviteeEmail'] as const) {
      const sent = input.data[key];
      if (sent !== undefined && sent !== data[key]) {
        throw AppError.badRequest(`data.${key}`, 'does not match the invitation');
      }
    }
    const existing = await findFamilyLinkRequest(tx, invitation.id);
    if (existing) return { id: existing, created: false };
    const id = await createFamilyLinkRequest(tx, { inviterName: fullName(acting), data });
    return { id, created: true };
  });
}
