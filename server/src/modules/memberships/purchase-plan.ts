import { checkAddress } from '@portal/contracts/address-check';
import {
  type PurchaseInput,
  type PurchaseLine,
  type PurchasePreview,
  SELECT_MEMBERSHIP,
} from '@portal/contracts/membership';
import { participantPrice, sumPrices } from '@portal/contracts/price';
import type { Executor } from '#src/db/client.ts';
import { AppError, type FieldError } from '#src/lib/errors.ts';
import {
  findMembershipConfigurations,
  findOrganisation,
  isOnOffer,
  type OrganisationRow,
} from '#src/modules/organisations/organisations.service.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import {
  canActFor,
  isUnapprovedFamilyParticipant,
} from '#src/modules/family/family-access.service.ts';
import { type MemberProfile, memberProfiles } from './member-profiles.ts';

/** What a purchase would be: checked against the caller's rights and today's offers. */
export interface PurchasePlan {
  organisation: OrganisationRow;
  payer: MemberProfile;
  lines: PurchaseLine[];
  skipped: { memberId: string; reason: string }[];
  currency: string;
  preview: PurchasePreview;
}

/** Why an entry is left out of the purchase; shown with the preview. */
export const skipReasons = {
  nothingChosen: 'No membership was chosen.',
  notApproved: 'The family link is not approved, so no membership is bought for this participant.',
} as const;

const isSkipped = (confId: string | null) =>
  confId === null || confId === '' || confId === SELECT_MEMBERSHIP;

function refuse(code: 'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT', fields: FieldError[]): never {
  throw new AppError(code, fields.map((field) => `${field.field}: ${field.message}`).join('; '), {
    fields,
  });
}

/**
 * Reads the selection of SPEC.md section 4: entries without a membership (none, '' or 'Select
 * Membership') and family participants whose link is not approved are skipped; every other
 * participant must be one the acting member may act for, and every membership a configuration of
 * this organisation on offer today.
 */
export async function planPurchase(
  db: Executor,
  acting: ActingMember,
  input: PurchaseInput,
  today: string,
): Promise<PurchasePlan> {
  const organisation = await findOrganisation(db, input.orgId);
  if (!organisation.enabled) {
    throw AppError.of('CONFLICT', 'memberships_not_offered', { organisation: organisation.name });
  }
  const seen = new Set<string>();
  input.participants.forEach((entry, index) => {
    if (seen.has(entry.memberId)) {
      refuse('BAD_REQUEST', [
        { field: `participants.${index}.memberId`, message: 'is listed twice' },
      ]);
    }
    seen.add(entry.memberId);
  });

  const selected = input.participants
    .map((entry, index) => ({ ...entry, index }))
    .filter(
      (entry): entry is typeof entry & { membershipConfId: string } =>
        !isSkipped(entry.membershipConfId),
    );
  const skipped: PurchasePlan['skipped'] = input.participants
    .filter((entry) => isSkipped(entry.membershipConfId))
    .map((entry) => ({ memberId: entry.memberId, reason: skipReasons.nothingChosen }));

  const unapproved = new Set<string>();
  for (const entry of selected) {
    if (await canActFor(db, acting, entry.memberId)) continue;
    // SPEC.md section 4 step 5: a family member whose link is not approved is skipped, with a
    // note; a member who is no family participant at all is refused.
    if (await isUnapprovedFamilyParticipant(db, acting, entry.memberId)) {
      unapproved.add(entry.memberId);
      skipped.push({ memberId: entry.memberId, reason: skipReasons.notApproved });
      continue;
    }
    // Not yours and not found look the same (STYLE.md).
    refuse('NOT_FOUND', [
      {
        field: `participants.${entry.index}.memberId`,
        message: 'is not you or an approved family participant',
      },
    ]);
  }
  const chosen = selected.filter((entry) => !unapproved.has(entry.memberId));
  if (chosen.length === 0) {
    refuse('BAD_REQUEST', [
      { field: 'participants', message: 'Choose a membership for at least one participant.' },
    ]);
  }

  const configurations = new Map(
    (
      await findMembershipConfigurations(
        db,
        organisation.id,
        chosen.map((entry) => entry.membershipConfId),
      )
    ).map((row) => [row.id, row]),
  );
  const problems: FieldError[] = [];
  for (const entry of chosen) {
    const configuration = configurations.get(entry.membershipConfId);
    const field = `participants.${entry.index}.membershipConfId`;
    if (!configuration)
      problems.push({ field, message: `is not a membership of ${organisation.name}` });
    else if (!isOnOffer(configuration, today))
      problems.push({ field, message: 'is not on offer today' });
  }
  if (problems.length > 0) refuse('BAD_REQUEST', problems);

  const profiles = await memberProfiles(db, [acting.id, ...chosen.map((entry) => entry.memberId)]);
  const payer = profiles.get(acting.id);
  if (!payer) throw AppError.of('NOT_FOUND', 'no_member_profile');

  const lines: PurchaseLine[] = chosen.map((entry) => {
    const configuration = configurations.get(entry.membershipConfId);
    const participant = profiles.get(entry.memberId);
    if (!configuration || !participant) throw new Error('checked above');
    return {
      memberId: entry.memberId,
      memberName: participant.name,
      membershipConfId: configuration.id,
      membershipName: configuration.name,
      vatRate: Number(configuration.vatRate),
      startDate: configuration.startDate,
      endDate: configuration.endDate,
      autoRenewal: entry.autoRenewal ?? false,
      ...participantPrice(configuration),
    };
  });
  const currencies = new Set(
    chosen.map((entry) => configurations.get(entry.membershipConfId)?.currency),
  );
  if (currencies.size !== 1) {
    refuse('BAD_REQUEST', [
      { field: 'participants', message: 'The memberships must be in one currency.' },
    ]);
  }
  const currency = [...currencies][0] ?? 'DKK';

  const preview: PurchasePreview = {
    organisation: { id: organisation.id, key: organisation.key, name: organisation.name },
    currency,
    lines,
    skipped,
    total: sumPrices(lines),
    billing: {
      name: payer.name,
      email: payer.email ?? '',
      phone: payer.phone,
      addressLine1: payer.address.addressLine1 ?? null,
      addressLine2: payer.address.addressLine2 ?? null,
      addressLine3: payer.address.addressLine3 ?? null,
      city: payer.address.city ?? null,
      postCode: payer.address.postCode ?? null,
      country: payer.address.country ?? null,
      addressProblems: checkAddress(payer.address),
    },
  };
  return { organisation, payer, lines, skipped, currency, preview };
}
