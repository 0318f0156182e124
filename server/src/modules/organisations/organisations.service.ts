import { organisationLogoPath } from '@portal/contracts/administration';
import type {
  MembershipConfiguration,
  Organisation,
  PaymentConfiguration,
  PaymentProviderName,
  PublicMembershipOffer,
} from '@portal/contracts/organisation';
import { participantPrice } from '@portal/contracts/price';
import type { Executor } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import {
  findActivePaymentConfigurationRow,
  findMembershipConfigurationRows,
  findOrganisationRow,
  findPaymentConfigurationRow,
  listActivePaymentConfigurationRows,
  listMembershipConfigurationRows,
  listOrganisationRows,
  type MembershipConfigurationRow,
  type OrganisationRow,
  type PaymentConfigurationRow,
} from './organisations.repository.ts';

export type { MembershipConfigurationRow, OrganisationRow, PaymentConfigurationRow };

const organisationNotFound = () => AppError.of('NOT_FOUND', 'organisation_not_found');

export function toMembershipConfiguration(
  row: MembershipConfigurationRow,
  today: string,
): MembershipConfiguration {
  return {
    id: row.id,
    orgId: row.orgId,
    name: row.name,
    membershipPrice: row.membershipPrice,
    currency: row.currency,
    vatRate: Number(row.vatRate),
    membershipSurcharge: row.membershipSurcharge,
    startDate: row.startDate,
    endDate: row.endDate,
    offerStartDate: row.offerStartDate,
    isOnOffer: isOnOffer(row, today),
    price: participantPrice(row),
  };
}

/**
 * A configuration can be bought until it ends, once its offer (if it has one) has started, unless
 * an administrator retired it.
 */
export function isOnOffer(row: MembershipConfigurationRow, today: string): boolean {
  return (
    row.retiredAt === null &&
    row.endDate >= today &&
    (row.offerStartDate === null || row.offerStartDate <= today)
  );
}

function toPaymentConfiguration(row: PaymentConfigurationRow): PaymentConfiguration {
  // Spelled out field by field so the client secret cannot slip through.
  return {
    id: row.id,
    orgId: row.orgId,
    provider: row.provider,
    testMode: row.testMode,
    currencySymbol: row.currencySymbol,
    active: row.active,
  };
}

/**
 * SPEC.md sections 4 and 9: disabled without membership configurations; ready for renewal when
 * any of them ends today or later. The payment fields name the active configuration, no secret.
 */
function toOrganisation(
  row: OrganisationRow,
  configurations: MembershipConfigurationRow[],
  payment: PaymentConfigurationRow | undefined,
  today: string,
): Organisation {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    enabled: row.enabled && configurations.length > 0,
    readyForMembershipRenewal: configurations.some(
      (configuration) => configuration.endDate >= today,
    ),
    events: row.events,
    eventsForMembers: row.eventsForMembers,
    eventsForGuests: row.eventsForGuests,
    acceptsContactMessages: row.contactReceiverEmail !== null,
    paymentProviderId: payment?.id ?? null,
    paymentProvider: payment?.provider ?? null,
    paymentTestMode: payment?.testMode ?? null,
  };
}

function groupByOrganisation(rows: MembershipConfigurationRow[]) {
  const byOrg = new Map<string, MembershipConfigurationRow[]>();
  for (const row of rows) byOrg.set(row.orgId, [...(byOrg.get(row.orgId) ?? []), row]);
  return byOrg;
}

export async function listOrganisations(db: Executor, today: string): Promise<Organisation[]> {
  const rows = await listOrganisationRows(db);
  const configurations = groupByOrganisation(
    await listMembershipConfigurationRows(
      db,
      rows.map((row) => row.id),
    ),
  );
  const payments = new Map(
    (await listActivePaymentConfigurationRows(db)).map((row) => [row.orgId, row]),
  );
  return rows.map((row) =>
    toOrganisation(row, configurations.get(row.id) ?? [], payments.get(row.id), today),
  );
}

/** The organisation with this id, or null: for callers that answer "not found" in their own words. */
export async function findOrganisationIfAny(
  db: Executor,
  orgId: string,
): Promise<OrganisationRow | null> {
  return findOrganisationRow(db, orgId);
}

export async function findOrganisation(db: Executor, orgId: string): Promise<OrganisationRow> {
  const row = await findOrganisationRow(db, orgId);
  if (!row) throw organisationNotFound();
  return row;
}

export async function listMembershipConfigurations(
  db: Executor,
  orgId: string,
  today: string,
): Promise<MembershipConfiguration[]> {
  await findOrganisation(db, orgId);
  const rows = await listMembershipConfigurationRows(db, [orgId]);
  return rows.map((row) => toMembershipConfiguration(row, today));
}

/** The organisation's types that are not retired, as stored, earliest period first. */
export function membershipConfigurationRows(
  db: Executor,
  orgId: string,
): Promise<MembershipConfigurationRow[]> {
  return listMembershipConfigurationRows(db, [orgId]);
}

/** The configurations of one organisation by id; ids of other organisations are left out. */
export function findMembershipConfigurations(
  db: Executor,
  orgId: string,
  ids: string[],
): Promise<MembershipConfigurationRow[]> {
  return findMembershipConfigurationRows(db, orgId, ids);
}

/** Organisations open to visitors' eyes: what each membership type costs (/membership-list). */
export async function listPublicMembershipOffers(
  db: Executor,
  today: string,
): Promise<PublicMembershipOffer[]> {
  const rows = (await listOrganisationRows(db)).filter((row) => row.enabled);
  const configurations = groupByOrganisation(
    await listMembershipConfigurationRows(
      db,
      rows.map((row) => row.id),
    ),
  );
  return rows
    .map((row) => ({
      id: row.id,
      key: row.key,
      name: row.name,
      logo: row.logo ? organisationLogoPath(row.key, row.logo) : null,
      membershipTypes: (configurations.get(row.id) ?? [])
        .filter((configuration) => isOnOffer(configuration, today))
        .map((configuration) => toMembershipConfiguration(configuration, today)),
    }))
    .filter((offer) => offer.membershipTypes.length > 0);
}

export async function activePaymentConfiguration(
  db: Executor,
  orgId: string,
  provider: PaymentProviderName,
): Promise<PaymentConfiguration> {
  await findOrganisation(db, orgId);
  const row = await findActivePaymentConfigurationRow(db, orgId);
  if (row?.provider !== provider) {
    throw AppError.of('NOT_FOUND', 'no_active_payment_configuration', { provider });
  }
  return toPaymentConfiguration(row);
}

export async function paymentConfigurationItem(
  db: Executor,
  orgId: string,
  id: string,
): Promise<PaymentConfiguration> {
  const row = await findPaymentConfigurationRow(db, orgId, id);
  if (!row) throw AppError.of('NOT_FOUND', 'payment_configuration_not_found');
  return toPaymentConfiguration(row);
}

/** For the server only: the active configuration with its secret, to build the gateway from. */
export async function activePaymentConfigurationWithSecret(
  db: Executor,
  orgId: string,
): Promise<PaymentConfigurationRow | null> {
  return findActivePaymentConfigurationRow(db, orgId);
}

/** For the server only: any configuration (a payment is settled with the one it began with). */
export function paymentConfigurationWithSecret(
  db: Executor,
  orgId: string,
  id: string,
): Promise<PaymentConfigurationRow | null> {
  return findPaymentConfigurationRow(db, orgId, id);
}
