import type {
  AnswerFamilyInvitationResult,
  FamilyInvitation,
  FamilyInvitationStatus,
} from '@portal/contracts/family';
import { AppError } from '#src/lib/errors.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { isUniqueViolation } from '#src/lib/db-errors.ts';
import { fullName } from '@portal/contracts/member-fields';
import { findMemberRowByEmail } from '#src/modules/members/members.service.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import {
  createFamilyLinkRequest,
  queueNotificationWhatsApp,
  removeFamilyLinkRequests,
} from '#src/modules/notifications/notifications.service.ts';
import { invitationAlreadyAnswered } from './family-access.service.ts';
import {
  deleteInvitation,
  deleteInvitationInvolving,
  findInvitationBetween,
  findReceivedInvitation,
  insertInvitation,
  type InvitationRow,
  listInvitationsInvolving,
  setInvitationStatus,
} from './invitations.repository.ts';

function toInvitation(row: InvitationRow, inviterName: string): FamilyInvitation {
  return {
    id: row.id,
    inviterEmail: row.inviterEmail,
    inviteeEmail: row.inviteeEmail,
    status: row.status,
    inviterName,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** The one answer for an email that cannot be invited, whatever the reason (see decisions). */
const notInvitable = () => AppError.of('NOT_FOUND', 'not_invitable');

/**
 * POST family/invitation: asks an existing member, by email, to let the acting member act for
 * them. The invitation, the invitee's FAMILY_LINK_REQUEST and the WhatsApp message about it are
 * written in one transaction; with notifications switched off, only the invitation.
 */
export async function inviteFamilyMember(
  ctx: ServiceContext,
  acting: ActingMember,
  email: string,
  organisation: string,
): Promise<FamilyInvitation> {
  if (!acting.email) throw AppError.of('FORBIDDEN', 'invite_needs_login');
  const inviterEmail = acting.email;
  if (email === inviterEmail) throw AppError.badRequest('email', 'You cannot invite yourself.');
  const inviterName = fullName(acting);
  try {
    return await ctx.db.transaction(async (tx) => {
      const invitee = await findMemberRowByEmail(tx, email);
      if (!invitee?.enabled || invitee.parentId !== null) throw notInvitable();
      const existing = await findInvitationBetween(tx, acting.id, invitee.id);
      if (existing?.status === 'approved') {
        throw AppError.of('CONFLICT', 'already_linked');
      }
      if (existing?.status === 'pending') {
        throw AppError.of('CONFLICT', 'already_invited');
      }
      // "You can request for link anytime you need": a rejected invitation gives way to a new one.
      if (existing) await deleteInvitation(tx, existing.id);
      const invitation = await insertInvitation(tx, {
        inviterId: acting.id,
        inviteeId: invitee.id,
        inviterEmail,
        inviteeEmail: email,
      });
      if (ctx.config.notificationsEnabled) {
        const notificationId = await createFamilyLinkRequest(tx, {
          inviterName,
          data: {
            inviterEmail,
            familyId: acting.id,
            inviteeId: invitee.id,
            inviteeEmail: email,
            invitationId: invitation.id,
          },
        });
        await queueNotificationWhatsApp(tx, ctx, {
          notificationId,
          receiver: invitee,
          organisation,
        });
      }
      return toInvitation(invitation, inviterName);
    });
  } catch (error) {
    // Two invitations of the same member at once: the second one finds the first.
    if (isUniqueViolation(error)) {
      throw AppError.of('CONFLICT', 'already_invited');
    }
    throw error;
  }
}

/** GET family/invitation/by-email: the invitations the acting member sent or received. */
export async function listFamilyInvitations(
  ctx: ServiceContext,
  acting: ActingMember,
  filters: { inviterEmail?: string | undefined; email?: string | undefined },
): Promise<FamilyInvitation[]> {
  const rows = await listInvitationsInvolving(ctx.db, acting.id, {
    inviterEmail: filters.inviterEmail,
    inviteeEmail: filters.email,
  });
  return rows.map((row) =>
    toInvitation(
      row.invitation,
      fullName({ firstName: row.inviterFirstName, lastName: row.inviterLastName }),
    ),
  );
}

/**
 * POST family/invitation/status/approved|rejected: only the invitee answers, and only once. The
 * request notification goes in the same transaction.
 */
export async function answerFamilyInvitation(
  ctx: ServiceContext,
  acting: ActingMember,
  invitationId: string,
  answer: Exclude<FamilyInvitationStatus, 'pending'>,
): Promise<AnswerFamilyInvitationResult> {
  return ctx.db.transaction(async (tx) => {
    const found = await findReceivedInvitation(tx, invitationId, acting.id);
    if (!found) throw AppError.of('NOT_FOUND', 'invitation_to_you_not_found');
    if (found.invitation.status !== 'pending') {
      throw invitationAlreadyAnswered(found.invitation.status);
    }
    await setInvitationStatus(tx, invitationId, answer);
    await removeFamilyLinkRequests(tx, invitationId);
    const inviterName = fullName({
      firstName: found.inviterFirstName,
      lastName: found.inviterLastName,
    });
    return {
      status: 'success',
      message:
        answer === 'approved'
          ? `${inviterName} is now linked to you as a family member.`
          : `You declined the family link request from ${inviterName}.`,
    };
  });
}

/**
 * DELETE family/invitation/{id}: either side ends an invitation: the inviter withdraws or
 * unlinks, the invitee takes back their approval.
 */
export async function removeFamilyInvitation(
  ctx: ServiceContext,
  acting: ActingMember,
  invitationId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await removeFamilyLinkRequests(tx, invitationId);
    const deleted = await deleteInvitationInvolving(tx, invitationId, acting.id);
    // Thrown inside, so the notification removal above is rolled back with it.
    if (!deleted) throw AppError.of('NOT_FOUND', 'invitation_not_found');
  });
}
