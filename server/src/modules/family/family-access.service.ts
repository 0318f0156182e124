import type { Executor } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import {
  findChildAndLinkedIds,
  hasUnapprovedInvitation,
  mayActFor,
} from './invitations.repository.ts';

export { actsForCondition } from './invitations.repository.ts';

/**
 * Whether the acting member may see and act for a member (OWASP ASVS 8.2.2): themselves, their own
 * child, or a member who approved their family link request. The link is one way: the inviter may
 * see the invitee's membership history and buy memberships for them, not the other way round; an
 * invitation that is pending or rejected gives nothing. Other features call this before touching a
 * member's data.
 */
export async function canActFor(
  db: Executor,
  acting: Pick<ActingMember, 'id'>,
  memberId: string,
): Promise<boolean> {
  if (memberId === acting.id) return true;
  return mayActFor(db, acting.id, memberId);
}

/**
 * A family participant the acting member asked to link with, who has not approved (pending or
 * rejected): known to the acting member, yet not one they may act for (SPEC.md section 4 step 5).
 */
export async function isUnapprovedFamilyParticipant(
  db: Executor,
  acting: Pick<ActingMember, 'id'>,
  memberId: string,
): Promise<boolean> {
  if (memberId === acting.id) return false;
  return hasUnapprovedInvitation(db, acting.id, memberId);
}

/** As canActFor, answering 404 so that "not yours" and "not there" look the same from outside. */
export async function requireCanActFor(
  db: Executor,
  acting: Pick<ActingMember, 'id'>,
  memberId: string,
): Promise<void> {
  if (!(await canActFor(db, acting, memberId))) {
    throw AppError.of('NOT_FOUND', 'member_not_actable');
  }
}

/** Every member canActFor allows, the acting member first: for lists across a family. */
export async function membersActedFor(
  db: Executor,
  acting: Pick<ActingMember, 'id'>,
): Promise<string[]> {
  const others = await findChildAndLinkedIds(db, acting.id);
  return [acting.id, ...others.filter((id) => id !== acting.id)];
}

/** An invitation can be answered, or its request sent, only while it is pending. */
export function invitationAlreadyAnswered(status: 'approved' | 'rejected'): AppError {
  return status === 'approved'
    ? AppError.of('CONFLICT', 'invitation_already_approved')
    : AppError.of('CONFLICT', 'invitation_already_rejected');
}
