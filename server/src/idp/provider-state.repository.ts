import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { oidcPayloads, serverKeys } from '#src/db/schema/index.ts';

/** One stored oidc-provider model instance (session, grant, code, refresh token, interaction). */
export interface StoredPayload {
  payload: Record<string, unknown>;
  consumedAt: Date | null;
}

const notExpired = (now: Date) =>
  or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now));

const selection = { payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt };

export async function upsertPayload(
  db: Executor,
  row: {
    model: string;
    id: string;
    payload: Record<string, unknown>;
    grantId: string | null;
    userCode: string | null;
    uid: string | null;
    expiresAt: Date | null;
  },
): Promise<void> {
  await db
    .insert(oidcPayloads)
    .values(row)
    .onConflictDoUpdate({
      target: [oidcPayloads.model, oidcPayloads.id],
      set: {
        payload: row.payload,
        grantId: row.grantId,
        userCode: row.userCode,
        uid: row.uid,
        expiresAt: row.expiresAt,
      },
    });
}

export async function findPayload(
  db: Executor,
  model: string,
  id: string,
  now: Date,
): Promise<StoredPayload | undefined> {
  const [row] = await db
    .select(selection)
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id), notExpired(now)));
  return row;
}

export async function findPayloadByUid(
  db: Executor,
  model: string,
  uid: string,
  now: Date,
): Promise<StoredPayload | undefined> {
  const [row] = await db
    .select(selection)
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.uid, uid), notExpired(now)));
  return row;
}

export async function findPayloadByUserCode(
  db: Executor,
  model: string,
  userCode: string,
  now: Date,
): Promise<StoredPayload | undefined> {
  const [row] = await db
    .select(selection)
    .from(oidcPayloads)
    .where(
      and(eq(oidcPayloads.model, model), eq(oidcPayloads.userCode, userCode), notExpired(now)),
    );
  return row;
}

export async function consumePayload(
  db: Executor,
  model: string,
  id: string,
  now: Date,
): Promise<void> {
  await db
    .update(oidcPayloads)
    .set({ consumedAt: now })
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

export async function deletePayload(db: Executor, model: string, id: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

export async function deletePayloadsOfGrant(
  db: Executor,
  model: string,
  grantId: string,
): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.grantId, grantId)));
}

/**
 * Ends everything an account holds at the provider: sessions, grants and the tokens issued under
 * them. Used when its password is reset, so a thief's session ends with the old password.
 */
export async function deletePayloadsOfAccount(db: Executor, accountId: string): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      and(
        inArray(oidcPayloads.model, ['Session', 'Grant', 'AuthorizationCode', 'RefreshToken']),
        sql`${oidcPayloads.payload} ->> 'accountId' = ${accountId}`,
      ),
    );
}

export async function deleteExpiredPayloads(db: Executor, now: Date): Promise<void> {
  await db.delete(oidcPayloads).where(lte(oidcPayloads.expiresAt, now));
}

export type ServerKeyPurpose = (typeof serverKeys.$inferSelect)['purpose'];

export interface ServerKeyRow {
  kid: string;
  purpose: ServerKeyPurpose;
  material: Record<string, unknown>;
}

/** Oldest first: the first signing key is the one oidc-provider signs with. */
export async function listServerKeys(db: Executor): Promise<ServerKeyRow[]> {
  return db
    .select({ kid: serverKeys.kid, purpose: serverKeys.purpose, material: serverKeys.material })
    .from(serverKeys)
    .orderBy(asc(serverKeys.createdAt), asc(serverKeys.kid));
}

export async function insertServerKey(db: Executor, row: ServerKeyRow): Promise<void> {
  await db.insert(serverKeys).values(row).onConflictDoNothing();
}

/**
 * Serialises key creation between servers starting at the same time against one database, so
 * they all end up with the same keys. Held until the surrounding transaction ends.
 */
export async function lockServerKeys(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727275)`);
}
