import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '@portal/contracts/roles';
import type { Executor } from '#src/db/client.ts';
import { passwordResets, roleGrants, users } from '#src/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  // A malformed id (a token from another issuer, say) must read as "no such user", not as a
  // database error about uuid syntax.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  db: Executor,
  values: {
    email: string;
    givenName: string;
    familyName: string;
    passwordHash: string;
    locale: string;
    emailVerified: boolean;
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Sets a password chosen through an emailed link, which also proves the email is theirs. */
export async function setPasswordFromEmailedLink(
  db: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function insertRoleGrant(
  db: Executor,
  grant: { userId: string; orgKey: string; role: Role },
): Promise<void> {
  await db.insert(roleGrants).values(grant).onConflictDoNothing();
}

export async function deleteRoleGrant(
  db: Executor,
  grant: { userId: string; orgKey: string; role: Role },
): Promise<boolean> {
  const deleted = await db
    .delete(roleGrants)
    .where(
      and(
        eq(roleGrants.userId, grant.userId),
        eq(roleGrants.orgKey, grant.orgKey),
        eq(roleGrants.role, grant.role),
      ),
    )
    .returning({ id: roleGrants.id });
  return deleted.length > 0;
}

/** The accounts holding a role in one organisation, by name. */
export async function listHoldersOfRole(db: Executor, orgKey: string, role: Role) {
  return db
    .select({
      email: users.email,
      givenName: users.givenName,
      familyName: users.familyName,
      since: roleGrants.createdAt,
    })
    .from(roleGrants)
    .innerJoin(users, eq(users.id, roleGrants.userId))
    .where(and(eq(roleGrants.orgKey, orgKey), eq(roleGrants.role, role)))
    .orderBy(users.givenName, users.familyName, users.email);
}

export async function listRoleGrants(
  db: Executor,
  userId: string,
): Promise<{ orgKey: string; role: Role }[]> {
  return db
    .select({ orgKey: roleGrants.orgKey, role: roleGrants.role })
    .from(roleGrants)
    .where(eq(roleGrants.userId, userId))
    .orderBy(roleGrants.orgKey, roleGrants.role);
}

export async function insertPasswordReset(
  db: Executor,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/**
 * Marks an unused, unexpired reset as used and answers whose it was. One statement, so two
 * submissions of the same link cannot both succeed.
 */
export async function consumePasswordReset(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row;
}

/** True while the link can still be used; the form is shown only then. */
export async function isPasswordResetUsable(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: passwordResets.tokenHash })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return rows.length > 0;
}

/** Removes the account; its roles, reset and verification links go with it (cascade). */
export async function deleteUser(db: Executor, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
