import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { members } from '#src/db/schema/index.ts';

/**
 * Children are member rows with `parent_id` set: participants without a login or email of their
 * own. The family module owns them (and the family columns); the members module owns profiles.
 */
export type ChildRow = Pick<
  typeof members.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'gender' | 'dateOfBirth' | 'phone'
>;
export type ChildValues = Partial<Omit<ChildRow, 'id'>>;

const childColumns = {
  id: members.id,
  firstName: members.firstName,
  lastName: members.lastName,
  gender: members.gender,
  dateOfBirth: members.dateOfBirth,
  phone: members.phone,
};

export async function listChildren(db: Executor, parentId: string): Promise<ChildRow[]> {
  return db
    .select(childColumns)
    .from(members)
    .where(eq(members.parentId, parentId))
    .orderBy(asc(members.registrationDate), asc(members.id));
}

export async function countChildren(db: Executor, parentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(members).where(eq(members.parentId, parentId));
  return row?.n ?? 0;
}

export async function insertChild(
  db: Executor,
  parentId: string,
  values: ChildValues & { firstName: string },
): Promise<ChildRow> {
  const [row] = await db
    .insert(members)
    .values({
      ...values,
      parentId,
      // A child is family by birth: linked and approved from the start, as the spec shows them.
      familyLink: true,
      familyInvitationStatus: 'approved',
    })
    .returning(childColumns);
  if (!row) throw new Error('insert into members returned no row');
  return row;
}

/** Changes a child of this parent only: another member's child is not found. */
export async function updateChild(
  db: Executor,
  parentId: string,
  childId: string,
  values: ChildValues,
): Promise<ChildRow | null> {
  const [row] = await db
    .update(members)
    .set({ ...values, updateDate: new Date() })
    .where(and(eq(members.id, childId), eq(members.parentId, parentId)))
    .returning(childColumns);
  return row ?? null;
}

export async function deleteChild(db: Executor, parentId: string, childId: string) {
  const rows = await db
    .delete(members)
    .where(and(eq(members.id, childId), eq(members.parentId, parentId)))
    .returning({ id: members.id });
  return rows.length > 0;
}
