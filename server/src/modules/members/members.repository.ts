import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { members } from '#src/db/schema/index.ts';
import type { MemberRow } from '#src/lib/acting-member.ts';

export type NewMember = Pick<typeof members.$inferInsert, 'firstName' | 'lastName' | 'email'> &
  Partial<Omit<typeof members.$inferInsert, 'id' | 'parentId' | 'registrationDate' | 'updateDate'>>;
/** What a member may change of their own profile. */
export type ProfileChanges = Partial<
  Pick<
    typeof members.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'gender'
    | 'dateOfBirth'
    | 'addressLine1'
    | 'addressLine2'
    | 'addressLine3'
    | 'city'
    | 'postCode'
    | 'country'
    | 'preferredLanguage'
  >
>;

export async function insertMember(db: Executor, values: NewMember): Promise<MemberRow> {
  const email = values.email?.toLowerCase() ?? null;
  const [row] = await db
    .insert(members)
    .values({ ...values, email })
    .returning();
  if (!row) throw new Error('insert into members returned no row');
  return row;
}

export async function findMemberIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, email.toLowerCase()));
  return row?.id ?? null;
}

export async function findMembersByIds(db: Executor, ids: string[]): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(members).where(inArray(members.id, ids));
}

/** Locks the row for the rest of the transaction, so two changes of one profile do not interleave. */
export async function findMemberForUpdate(db: Executor, id: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).for('update');
  return row ?? null;
}

export async function updateMember(
  db: Executor,
  id: string,
  changes: ProfileChanges & { profileImage?: string | null },
): Promise<MemberRow | null> {
  const [row] = await db
    .update(members)
    .set({ ...changes, updateDate: new Date() })
    .where(eq(members.id, id))
    .returning();
  return row ?? null;
}

/** Members with a login of their own (not children), by name regardless of case. */
export async function listTopLevelMembers(
  db: Executor,
  size: number,
): Promise<Pick<MemberRow, 'id' | 'firstName' | 'lastName' | 'email'>[]> {
  return (
    db
      .select({
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        email: members.email,
      })
      .from(members)
      // A deleted account's emptied row is nobody to act as.
      .where(and(isNull(members.parentId), isNull(members.deletedAt)))
      .orderBy(
        asc(sql`lower(${members.firstName})`),
        asc(sql`lower(${members.lastName})`),
        asc(members.id),
      )
      .limit(size)
  );
}
