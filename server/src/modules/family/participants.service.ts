import type { z } from 'zod';
import {
  type ChildParticipant,
  type createChildInputSchema,
  maxChildrenPerMember,
  type Participant,
  type updateChildInputSchema,
} from '@portal/contracts/family';
import { addressOf } from '@portal/contracts/member';
import { AppError } from '#src/lib/errors.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { isForeignKeyViolation } from '#src/lib/db-errors.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { removeFamilyLinkRequests } from '#src/modules/notifications/notifications.service.ts';
import {
  type ChildRow,
  countChildren,
  deleteChild,
  insertChild,
  listChildren,
  updateChild,
} from './children.repository.ts';
import {
  deleteInvitation,
  findInvitationBetween,
  listSentInvitations,
} from './invitations.repository.ts';

type CreateChild = z.output<typeof createChildInputSchema>;
type UpdateChild = z.output<typeof updateChildInputSchema>;

function toChild(row: ChildRow): ChildParticipant {
  return { kind: 'child', ...row, familyInvitationStatus: 'approved' };
}

/**
 * GET member/participants: the acting member's children, then the members they invited. An
 * invitee's name, phone and address appear only once they approved; before that, only the email
 * the inviter typed and the status.
 */
export async function listParticipants(
  ctx: ServiceContext,
  acting: ActingMember,
): Promise<Participant[]> {
  const children = await listChildren(ctx.db, acting.id);
  const sent = await listSentInvitations(ctx.db, acting.id);
  const linked = sent.map(({ invitation, invitee }): Participant => {
    const approved = invitation.status === 'approved';
    const shared = approved ? invitee : null;
    return {
      kind: 'linked',
      id: invitation.inviteeId,
      invitationId: invitation.id,
      email: invitation.inviteeEmail,
      familyInvitationStatus: invitation.status,
      firstName: shared?.firstName ?? null,
      lastName: shared?.lastName ?? null,
      phone: shared?.phone ?? null,
      address: shared ? addressOf(shared) : null,
    };
  });
  return [...children.map(toChild), ...linked];
}

export async function addChild(
  ctx: ServiceContext,
  acting: ActingMember,
  input: CreateChild,
): Promise<ChildParticipant> {
  const row = await ctx.db.transaction(async (tx) => {
    if ((await countChildren(tx, acting.id)) >= maxChildrenPerMember) {
      throw AppError.of('CONFLICT', 'too_many_children', { count: maxChildrenPerMember });
    }
    return insertChild(tx, acting.id, input);
  });
  return toChild(row);
}

/** PUT member/participant/{id}: a child's details. A linked member keeps their own profile. */
export async function editChild(
  ctx: ServiceContext,
  acting: ActingMember,
  childId: string,
  input: UpdateChild,
): Promise<ChildParticipant> {
  return ctx.db.transaction(async (tx) => {
    const row = await updateChild(tx, acting.id, childId, input);
    if (row) return toChild(row);
    if (await findInvitationBetween(tx, acting.id, childId)) {
      throw AppError.of('FORBIDDEN', 'linked_member_not_editable');
    }
    throw AppError.of('NOT_FOUND', 'participant_not_found');
  });
}

/**
 * DELETE member/participant/{id}: deletes one's own child, or ends one's invitation of a linked
 * member (withdrawn when pending, unlinked when approved) together with its notification.
 */
export async function removeParticipant(
  ctx: ServiceContext,
  acting: ActingMember,
  memberId: string,
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      if (await deleteChild(tx, acting.id, memberId)) return;
      const invitation = await findInvitationBetween(tx, acting.id, memberId);
      if (!invitation) throw AppError.of('NOT_FOUND', 'participant_not_found');
      await removeFamilyLinkRequests(tx, invitation.id);
      await deleteInvitation(tx, invitation.id);
    });
  } catch (error) {
    // Records that must be kept (payments, say) may refuse the delete: say so rather than fail.
    if (isForeignKeyViolation(error)) {
      throw AppError.of('CONFLICT', 'participant_has_records');
    }
    throw error;
  }
}
