import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#src/db/client.ts';
import { reusableStatement } from '#src/db/reusable-statement.ts';
import { emailVerifications, users } from '#src/db/schema/index.ts';

export type EmailVerificationRow = typeof emailVerifications.$inferSelect;

export async function insertEmailVerification(
  db: Executor,
  values: { tokenHash: string; userId: string; email: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(values);
}

/** The link by its hash, locked: two clicks on one link are decided one after the other. */
export async function findEmailVerificationForUpdate(
  tx: Transaction,
  tokenHash: string,
): Promise<EmailVerificationRow | undefined> {
  const [row] = await tx
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markEmailVerificationUsed(
  tx: Transaction,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(eq(emailVerifications.tokenHash, tokenHash));
}

/** When the account's latest link was made, or null when it never got one. */
export async function latestEmailVerificationAt(
  db: Executor,
  userId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: emailVerifications.createdAt })
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * Whether the account's address is confirmed, the account locked for the rest of the transaction:
 * requests to mail it a link wait for each other, so two at once cannot both pass the check of the
 * latest one. Undefined when the account is gone.
 */
export async function findEmailVerifiedForUpdate(
  tx: Transaction,
  userId: string,
): Promise<boolean | undefined> {
  const [row] = await tx
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.emailVerified;
}

/**
 * Marks the account's address as confirmed, if it still is the address the link was sent to;
 * false otherwise.
 */
export async function setEmailVerified(
  tx: Transaction,
  userId: string,
  email: string,
): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  return updated.length > 0;
}

// Asked before every booking and card payment a member starts.
const verifiedByEmail = reusableStatement('email_verified_by_email', (db) =>
  db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, sql.placeholder('email'))),
);

/** Whether the account with this (lower-cased) email has confirmed it; null without an account. */
export async function findEmailVerified(db: Executor, email: string): Promise<boolean | null> {
  const [row] = await verifiedByEmail(db, { email });
  return row ? row.emailVerified : null;
}
