import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#src/db/client.ts';
import { sandboxAuthorizations, sandboxPayments, sandboxSavedCards } from '#src/db/schema/index.ts';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type NewSandboxPayment = typeof sandboxPayments.$inferInsert;
export type SandboxAuthorization = typeof sandboxAuthorizations.$inferSelect;
export type NewSandboxAuthorization = typeof sandboxAuthorizations.$inferInsert;
export type SandboxSavedCard = typeof sandboxSavedCards.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The columns are uuids: anything else cannot match, and must not reach the database as one. */
export const isUuid = (value: string) => uuidPattern.test(value);

export async function insertPayment(db: Executor, values: NewSandboxPayment): Promise<string> {
  const [row] = await db
    .insert(sandboxPayments)
    .values(values)
    .returning({ id: sandboxPayments.id });
  if (!row) throw new Error('insert into sandbox_payments returned no row');
  return row.id;
}

export async function findPayment(db: Executor, id: string): Promise<SandboxPayment | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row ?? null;
}

/** Holds the payment until the transaction ends: two submits of one window take turns. */
export async function lockPayment(tx: Transaction, id: string): Promise<SandboxPayment | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, id))
    .for('update');
  return row ?? null;
}

export async function completePayment(
  tx: Transaction,
  id: string,
  outcome: { status: 'authorized' | 'declined' | 'cancelled'; outcomeUrl: string },
): Promise<void> {
  await tx
    .update(sandboxPayments)
    .set({ ...outcome, completedAt: sql`now()` })
    .where(eq(sandboxPayments.id, id));
}

export async function insertSavedCard(
  tx: Transaction,
  values: Pick<
    SandboxSavedCard,
    'merchantKeyHash' | 'maskedPan' | 'cardType' | 'isTest' | 'expiry' | 'chargeDeclineCode'
  >,
): Promise<string> {
  const [row] = await tx
    .insert(sandboxSavedCards)
    .values(values)
    .returning({ id: sandboxSavedCards.id });
  if (!row) throw new Error('insert into sandbox_saved_cards returned no row');
  return row.id;
}

export async function findSavedCard(
  db: Executor,
  merchantKeyHash: string,
  id: string,
): Promise<SandboxSavedCard | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(sandboxSavedCards)
    .where(
      and(eq(sandboxSavedCards.id, id), eq(sandboxSavedCards.merchantKeyHash, merchantKeyHash)),
    );
  return row ?? null;
}

export async function deleteSavedCard(
  db: Executor,
  merchantKeyHash: string,
  id: string,
): Promise<void> {
  if (!isUuid(id)) return;
  await db
    .update(sandboxSavedCards)
    .set({ deletedAt: sql`now()` })
    .where(
      and(eq(sandboxSavedCards.id, id), eq(sandboxSavedCards.merchantKeyHash, merchantKeyHash)),
    );
}

export async function findAuthorizationsByOrderNumber(
  db: Executor,
  merchantKeyHash: string,
  orderNumber: string,
): Promise<SandboxAuthorization[]> {
  return db
    .select()
    .from(sandboxAuthorizations)
    .where(
      and(
        eq(sandboxAuthorizations.orderNumber, orderNumber),
        eq(sandboxAuthorizations.merchantKeyHash, merchantKeyHash),
      ),
    );
}

export async function insertAuthorization(
  db: Executor,
  values: NewSandboxAuthorization,
): Promise<SandboxAuthorization> {
  const [row] = await db.insert(sandboxAuthorizations).values(values).returning();
  if (!row) throw new Error('insert into sandbox_authorizations returned no row');
  return row;
}

/** Only the merchant whose key made it sees an authorization, as at a real gateway. */
export async function findAuthorization(
  db: Executor,
  merchantKeyHash: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SandboxAuthorization | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(sandboxAuthorizations)
    .where(
      and(
        eq(sandboxAuthorizations.id, id),
        eq(sandboxAuthorizations.merchantKeyHash, merchantKeyHash),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateAuthorization(
  tx: Transaction,
  id: string,
  changes: Partial<Pick<SandboxAuthorization, 'status' | 'capturedAmount' | 'refundedAmount'>>,
): Promise<void> {
  await tx
    .update(sandboxAuthorizations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(sandboxAuthorizations.id, id));
}
