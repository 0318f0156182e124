import { and, asc, eq, inArray, isNull, notLike, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  membershipConfigurations,
  organisations,
  paymentConfigurations,
} from '#src/db/schema/index.ts';

export type OrganisationRow = typeof organisations.$inferSelect;
export type MembershipConfigurationRow = typeof membershipConfigurations.$inferSelect;
/** Holds the client secret: never handed to a route as it is. */
export type PaymentConfigurationRow = typeof paymentConfigurations.$inferSelect;

export async function listOrganisationRows(db: Executor): Promise<OrganisationRow[]> {
  return db.select().from(organisations).orderBy(asc(organisations.name));
}

export async function findOrganisationRow(
  db: Executor,
  orgId: string,
): Promise<OrganisationRow | null> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, orgId));
  return row ?? null;
}

export async function findOrganisationRowByKey(
  db: Executor,
  key: string,
): Promise<OrganisationRow | null> {
  const [row] = await db.select().from(organisations).where(eq(organisations.key, key));
  return row ?? null;
}

/** Locks the row for the rest of the transaction: two administrators' saves do not interleave. */
export async function findOrganisationRowForUpdate(
  db: Executor,
  key: string,
): Promise<OrganisationRow | null> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.key, key))
    .for('update');
  return row ?? null;
}

export type OrganisationSettingsChanges = Partial<
  Pick<
    OrganisationRow,
    | 'name'
    | 'address'
    | 'cvrNumber'
    | 'contactReceiverEmail'
    | 'enabled'
    | 'logo'
    | 'renewalNoticeDays'
  >
>;

export async function updateOrganisationRow(
  db: Executor,
  id: string,
  changes: OrganisationSettingsChanges,
): Promise<OrganisationRow> {
  const [row] = await db
    .update(organisations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(organisations.id, id))
    .returning();
  if (!row) throw new Error(`organisation ${id} is gone`);
  return row;
}

export async function listMembershipConfigurationRows(
  db: Executor,
  orgIds: string[],
): Promise<MembershipConfigurationRow[]> {
  if (orgIds.length === 0) return [];
  return (
    db
      .select()
      .from(membershipConfigurations)
      // Retired types are no longer shown to members; what they bought still finds its type by id.
      .where(
        and(
          inArray(membershipConfigurations.orgId, orgIds),
          isNull(membershipConfigurations.retiredAt),
        ),
      )
      .orderBy(
        asc(membershipConfigurations.startDate),
        asc(membershipConfigurations.membershipPrice),
        asc(membershipConfigurations.name),
      )
  );
}

/** Found only within its organisation: another organisation's configuration reads as none. */
export async function findMembershipConfigurationRows(
  db: Executor,
  orgId: string,
  ids: string[],
): Promise<MembershipConfigurationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(membershipConfigurations)
    .where(
      and(eq(membershipConfigurations.orgId, orgId), inArray(membershipConfigurations.id, ids)),
    );
}

export async function listActivePaymentConfigurationRows(
  db: Executor,
): Promise<PaymentConfigurationRow[]> {
  return db.select().from(paymentConfigurations).where(eq(paymentConfigurations.active, true));
}

export async function findActivePaymentConfigurationRow(
  db: Executor,
  orgId: string,
): Promise<PaymentConfigurationRow | null> {
  const [row] = await db
    .select()
    .from(paymentConfigurations)
    .where(and(eq(paymentConfigurations.orgId, orgId), eq(paymentConfigurations.active, true)));
  return row ?? null;
}

export async function findPaymentConfigurationRow(
  db: Executor,
  orgId: string,
  id: string,
): Promise<PaymentConfigurationRow | null> {
  const [row] = await db
    .select()
    .from(paymentConfigurations)
    .where(and(eq(paymentConfigurations.orgId, orgId), eq(paymentConfigurations.id, id)));
  return row ?? null;
}

/** Retires the active configuration and makes `next` the active one; payments keep theirs. */
export async function replaceActivePaymentConfiguration(
  tx: Executor,
  orgId: string,
  next: Pick<PaymentConfigurationRow, 'provider' | 'clientSecret' | 'testMode' | 'secretSetAt'>,
): Promise<PaymentConfigurationRow> {
  await tx
    .update(paymentConfigurations)
    .set({ active: false })
    .where(and(eq(paymentConfigurations.orgId, orgId), eq(paymentConfigurations.active, true)));
  const [row] = await tx
    .insert(paymentConfigurations)
    .values({ orgId, ...next, active: true })
    .returning();
  if (!row) throw new Error('the payment configuration was not written');
  return row;
}

/** Freepay keys stored before keys were encrypted at rest. */
export async function listPlainFreepayKeys(
  db: Executor,
): Promise<Pick<PaymentConfigurationRow, 'id' | 'orgId' | 'clientSecret'>[]> {
  return db
    .select({
      id: paymentConfigurations.id,
      orgId: paymentConfigurations.orgId,
      clientSecret: paymentConfigurations.clientSecret,
    })
    .from(paymentConfigurations)
    .where(
      and(
        eq(paymentConfigurations.provider, 'freepay'),
        notLike(paymentConfigurations.clientSecret, 'v1.%'),
      ),
    );
}

export async function setPaymentConfigurationKey(
  db: Executor,
  id: string,
  clientSecret: string,
): Promise<void> {
  await db
    .update(paymentConfigurations)
    .set({ clientSecret })
    .where(eq(paymentConfigurations.id, id));
}

/**
 * Whether the person with this email belongs to the organisation: holds (or began) a membership
 * of it, or administers it. Only such a person may be its contact person.
 */
export async function belongsToOrganisation(
  db: Executor,
  organisation: Pick<OrganisationRow, 'id' | 'key'>,
  email: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (
      select 1 from members m join memberships ms on ms.member_id = m.id
      where lower(m.email) = lower(${email}) and ms.org_id = ${organisation.id}
    ) or exists (
      select 1 from users u join role_grants g on g.user_id = u.id
      where lower(u.email) = lower(${email})
        and ((g.org_key = ${organisation.key} and g.role = 'ADMIN')
          or (g.org_key = 'ALL' and g.role = 'SUPER_ADMIN'))
    ) as belongs`);
  return (result as { rows: { belongs: boolean }[] }).rows[0]?.belongs === true;
}
