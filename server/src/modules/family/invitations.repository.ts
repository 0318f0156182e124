import { and, desc, eq, exists, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FamilyInvitationStatus } from '@portal/contracts/family';
import type { Executor } from '#src/db/client.ts';
import { familyInvitations, members } from '#src/db/schema/index.ts';

export type InvitationRow = typeof familyInvitations.$inferSelect;

const inviter = alias(members, 'inviter');

/** The invitation with the inviter's name, which the invitee is shown. */
const withInviterName = {
  invitation: familyInvitations,
  inviterFirstName: inviter.firstName,
  inviterLastName: inviter.lastName,
};
export interface InvitationWithInviter {
  invitation: InvitationRow;
  inviterFirstName: string;
  inviterLastName: string;
}

/**
 * Whom the acting member may act for, as a condition on a `members` row: themselves, their own
 * child, or a member who approved their family link. One definition for single checks and for
 * reads that check several members at once.
 */
export function actsForCondition(db: Executor, actingId: string | Placeholder): SQL {
  const approvedLink = db
    .select({ one: sql`1` })
    .from(familyInvitations)
    .where(
      and(
        eq(familyInvitations.inviterId, actingId),
        eq(familyInvitations.inviteeId, members.id),
        eq(familyInvitations.status, 'approved'),
      ),
    );
  return (
    or(eq(members.id, actingId), eq(members.parentId, actingId), exists(approvedLink)) ?? sql`false`
  );
}

export async function mayActFor(
  db: Executor,
  actingId: string,
  memberId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), actsForCondition(db, actingId)));
  return rows.length > 0;
}

/** Whether the inviter asked the member for a family link that is pending or was rejected. */
export async function hasUnapprovedInvitation(
  db: Executor,
  inviterId: string,
  inviteeId: string,
): Promise<boolean> {
  const rows = await db
    .select({ status: familyInvitations.status })
    .from(familyInvitations)
    .where(
      and(eq(familyInvitations.inviterId, inviterId), eq(familyInvitations.inviteeId, inviteeId)),
    );
  return rows.some((row) => row.status !== 'approved');
}

/** Own children and members who approved the acting member's link, in one query. */
export async function findChildAndLinkedIds(db: Executor, actingId: string): Promise<string[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.parentId, actingId))
    .union(
      db
        .select({ id: familyInvitations.inviteeId })
        .from(familyInvitations)
        .where(
          and(eq(familyInvitations.inviterId, actingId), eq(familyInvitations.status, 'approved')),
        ),
    );
  return rows.map((row) => row.id);
}

export async function findInvitationBetween(
  db: Executor,
  inviterId: string,
  inviteeId: string,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(familyInvitations)
    .where(
      and(eq(familyInvitations.inviterId, inviterId), eq(familyInvitations.inviteeId, inviteeId)),
    )
    .for('update');
  return row ?? null;
}

export async function insertInvitation(
  db: Executor,
  values: Pick<InvitationRow, 'inviterId' | 'inviteeId' | 'inviterEmail' | 'inviteeEmail'>,
): Promise<InvitationRow> {
  const [row] = await db.insert(familyInvitations).values(values).returning();
  if (!row) throw new Error('insert into family_invitations returned no row');
  return row;
}

export async function deleteInvitation(db: Executor, id: string): Promise<void> {
  await db.delete(familyInvitations).where(eq(familyInvitations.id, id));
}

/** Deletes an invitation the member sent or received; null when there is no such one. */
export async function deleteInvitationInvolving(db: Executor, id: string, memberId: string) {
  const [row] = await db
    .delete(familyInvitations)
    .where(
      and(
        eq(familyInvitations.id, id),
        or(eq(familyInvitations.inviterId, memberId), eq(familyInvitations.inviteeId, memberId)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The invitations a member sent, each with the invitee's row (read only when approved). */
export async function listSentInvitations(db: Executor, inviterId: string) {
  return db
    .select({ invitation: familyInvitations, invitee: members })
    .from(familyInvitations)
    .innerJoin(members, eq(members.id, familyInvitations.inviteeId))
    .where(eq(familyInvitations.inviterId, inviterId))
    .orderBy(familyInvitations.createdAt, familyInvitations.id);
}

/** Invitations the member sent or received, narrowed by the emails given: never anyone else's. */
export async function listInvitationsInvolving(
  db: Executor,
  memberId: string,
  filters: { inviterEmail?: string | undefined; inviteeEmail?: string | undefined },
): Promise<InvitationWithInviter[]> {
  return db
    .select(withInviterName)
    .from(familyInvitations)
    .innerJoin(inviter, eq(inviter.id, familyInvitations.inviterId))
    .where(
      and(
        or(eq(familyInvitations.inviterId, memberId), eq(familyInvitations.inviteeId, memberId)),
        filters.inviterEmail ? eq(familyInvitations.inviterEmail, filters.inviterEmail) : undefined,
        filters.inviteeEmail ? eq(familyInvitations.inviteeEmail, filters.inviteeEmail) : undefined,
      ),
    )
    .orderBy(desc(familyInvitations.createdAt), familyInvitations.id);
}

/** An invitation addressed to this invitee, locked for the answer. */
export async function findReceivedInvitation(
  db: Executor,
  id: string,
  inviteeId: string,
): Promise<InvitationWithInviter | null> {
  const [row] = await db
    .select(withInviterName)
    .from(familyInvitations)
    .innerJoin(inviter, eq(inviter.id, familyInvitations.inviterId))
    .where(and(eq(familyInvitations.id, id), eq(familyInvitations.inviteeId, inviteeId)))
    .for('update', { of: familyInvitations });
  return row ?? null;
}

/** An invitation this inviter sent. */
export async function findSentInvitation(
  db: Executor,
  id: string,
  inviterId: string,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(familyInvitations)
    .where(and(eq(familyInvitations.id, id), eq(familyInvitations.inviterId, inviterId)));
  return row ?? null;
}

export async function setInvitationStatus(
  db: Executor,
  id: string,
  status: Exclude<FamilyInvitationStatus, 'pending'>,
): Promise<void> {
  await db
    .update(familyInvitations)
    .set({ status, answeredAt: new Date() })
    .where(eq(familyInvitations.id, id));
}
