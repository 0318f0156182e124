import type {
  MembershipType,
  MembershipTypeChange,
  MembershipTypeState,
  membershipTypeInputSchema,
} from '@portal/contracts/membership-types';
import { participantPrice } from '@portal/contracts/price';
import type { z } from 'zod';
import { auditAdministratorChange, type ChangeOrigin } from '#src/lib/audit.ts';
import type { Caller } from '#src/lib/auth.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import { violatesUnique } from '#src/lib/db-errors.ts';
import { AppError } from '#src/lib/errors.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import {
  deleteMembershipTypeRow,
  findMembershipTypeRowForUpdate,
  insertMembershipTypeRow,
  listMembershipTypeRows,
  type MembershipTypeValues,
  type TypeUse,
  updateMembershipTypeRow,
  usesOfTypes,
} from './membership-types.repository.ts';
import { administeredOrganisation } from './organisation-settings.service.ts';
import type { MembershipConfigurationRow, OrganisationRow } from './organisations.repository.ts';

type TypeInput = z.output<typeof membershipTypeInputSchema>;

const unused: TypeUse = { sold: 0, used: 0 };

function stateOf(row: MembershipConfigurationRow, today: string): MembershipTypeState {
  if (row.retiredAt) return 'retired';
  if (row.endDate < today) return 'ended';
  if (row.offerStartDate !== null && row.offerStartDate > today) return 'upcoming';
  return 'offered';
}

function toMembershipType(row: MembershipConfigurationRow, use: TypeUse): MembershipType {
  return {
    id: row.id,
    name: row.name,
    membershipPrice: row.membershipPrice,
    vatRate: Number(row.vatRate),
    membershipSurcharge: row.membershipSurcharge,
    startDate: row.startDate,
    endDate: row.endDate,
    offerStartDate: row.offerStartDate,
    state: stateOf(row, clubToday()),
    retiredAt: row.retiredAt?.toISOString() ?? null,
    replacesId: row.replacesId,
    soldCount: use.sold,
    price: participantPrice(row),
  };
}

/** What an audit record keeps of a type. */
const audited = (row: MembershipConfigurationRow) => ({
  name: row.name,
  membershipPrice: row.membershipPrice,
  vatRate: Number(row.vatRate),
  membershipSurcharge: row.membershipSurcharge,
  startDate: row.startDate,
  endDate: row.endDate,
  offerStartDate: row.offerStartDate,
  retired: row.retiredAt !== null,
});

const valuesOf = (input: TypeInput): MembershipTypeValues => ({
  ...input,
  vatRate: input.vatRate.toFixed(2),
});

const organisationOf = administeredOrganisation;

const typeNotFound = () => AppError.of('NOT_FOUND', 'membership_type_not_found');

/** The partial unique index answers a duplicate, also of two requests at once. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatesUnique(error, 'membership_configurations_one_active_per_name_and_period')) {
      throw AppError.of('CONFLICT', 'membership_type_exists', undefined, [
        { field: 'name', message: 'a type with this name and period exists' },
      ]);
    }
    throw error;
  }
}

export async function listMembershipTypes(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; includeRetired: boolean },
): Promise<MembershipType[]> {
  const organisation = await organisationOf(ctx, caller, input.orgKey);
  const rows = await listMembershipTypeRows(ctx.db, organisation.id, input.includeRetired);
  const uses = await usesOfTypes(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMembershipType(row, uses.get(row.id) ?? unused));
}

/**
 * A new type. Next year's can be prepared now: with an offer start, members are offered it from
 * that day (renewal season), not before.
 */
export async function createMembershipType(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; type: TypeInput; origin: ChangeOrigin },
): Promise<MembershipType> {
  const organisation = await organisationOf(ctx, caller, input.orgKey);
  return refusingDuplicates(() =>
    ctx.db.transaction(async (tx) => {
      const row = await insertMembershipTypeRow(tx, {
        orgId: organisation.id,
        ...valuesOf(input.type),
      });
      await auditAdministratorChange(tx, caller, {
        orgKey: organisation.key,
        action: 'membership_type_created',
        origin: input.origin,
        details: { typeId: row.id, before: null, after: audited(row) },
      });
      return toMembershipType(row, unused);
    }),
  );
}

/** Whether the change touches what a member paid by: the price, its VAT and surcharge, or the period. */
const isRepriced = (before: MembershipConfigurationRow, after: MembershipTypeValues) =>
  after.membershipPrice !== before.membershipPrice ||
  Number(after.vatRate) !== Number(before.vatRate) ||
  after.membershipSurcharge !== before.membershipSurcharge ||
  after.startDate !== before.startDate ||
  after.endDate !== before.endDate;

/**
 * Changes a type. A type that has been used (a period bought or begun with it) keeps its price
 * and period for the history and receipts that name it: a change of those makes a new version
 * and retires the old one. Its name and offer start may change in place, as they decide nothing
 * about what was paid; a receipt keeps the name as it was at payment.
 */
export async function updateMembershipType(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; typeId: string; type: TypeInput; origin: ChangeOrigin },
): Promise<MembershipTypeChange> {
  const organisation = await organisationOf(ctx, caller, input.orgKey);
  return refusingDuplicates(() =>
    ctx.db.transaction(async (tx) => {
      const before = await findMembershipTypeRowForUpdate(tx, organisation.id, input.typeId);
      if (!before) throw typeNotFound();
      if (before.retiredAt) throw AppError.of('CONFLICT', 'membership_type_retired');
      const values = valuesOf(input.type);
      const use = (await usesOfTypes(tx, [before.id])).get(before.id) ?? unused;
      if (use.used > 0 && isRepriced(before, values)) {
        // Retired first, so the new version may take the same name and period.
        await updateMembershipTypeRow(tx, before.id, { retiredAt: new Date() });
        const version = await insertMembershipTypeRow(tx, {
          orgId: organisation.id,
          ...values,
          replacesId: before.id,
        });
        await audit(tx, caller, organisation, input.origin, 'membership_type_versioned', {
          typeId: version.id,
          replacesId: before.id,
          before: audited(before),
          after: audited(version),
        });
        return { type: toMembershipType(version, unused), newVersion: true };
      }
      const after = await updateMembershipTypeRow(tx, before.id, values);
      await audit(tx, caller, organisation, input.origin, 'membership_type_changed', {
        typeId: after.id,
        before: audited(before),
        after: audited(after),
      });
      return { type: toMembershipType(after, use), newVersion: false };
    }),
  );
}

/** Takes a type off offer; members who hold it keep it, and history keeps naming it. */
export async function retireMembershipType(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; typeId: string; origin: ChangeOrigin },
): Promise<MembershipType> {
  const organisation = await organisationOf(ctx, caller, input.orgKey);
  return ctx.db.transaction(async (tx) => {
    const before = await findMembershipTypeRowForUpdate(tx, organisation.id, input.typeId);
    if (!before) throw typeNotFound();
    const use = (await usesOfTypes(tx, [before.id])).get(before.id) ?? unused;
    if (before.retiredAt) return toMembershipType(before, use);
    const after = await updateMembershipTypeRow(tx, before.id, { retiredAt: new Date() });
    await audit(tx, caller, organisation, input.origin, 'membership_type_retired', {
      typeId: after.id,
      before: audited(before),
      after: audited(after),
    });
    return toMembershipType(after, use);
  });
}

/** Only a type nobody has bought or begun to buy can be deleted; a used one is retired instead. */
export async function deleteMembershipType(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; typeId: string; origin: ChangeOrigin },
): Promise<void> {
  const organisation = await organisationOf(ctx, caller, input.orgKey);
  await ctx.db.transaction(async (tx) => {
    const before = await findMembershipTypeRowForUpdate(tx, organisation.id, input.typeId);
    if (!before) throw typeNotFound();
    const use = (await usesOfTypes(tx, [before.id])).get(before.id) ?? unused;
    if (use.used > 0) throw AppError.of('CONFLICT', 'membership_type_sold');
    await deleteMembershipTypeRow(tx, before.id);
    await audit(tx, caller, organisation, input.origin, 'membership_type_deleted', {
      typeId: before.id,
      before: audited(before),
      after: null,
    });
  });
}

function audit(
  tx: Parameters<typeof auditAdministratorChange>[0],
  caller: Caller,
  organisation: OrganisationRow,
  origin: ChangeOrigin,
  action:
    | 'membership_type_changed'
    | 'membership_type_versioned'
    | 'membership_type_retired'
    | 'membership_type_deleted',
  details: Record<string, unknown>,
) {
  return auditAdministratorChange(tx, caller, {
    orgKey: organisation.key,
    action,
    origin,
    details,
  });
}
