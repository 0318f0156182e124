import type { DoorMembershipAnswer, MembershipCard } from '@portal/contracts/membership-card';
import type { Executor } from '#src/db/client.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { membersActedFor } from '#src/modules/family/family-access.service.ts';
import { findOrganisationIfAny } from '#src/modules/organisations/organisations.service.ts';
import {
  findMembershipByCardCode,
  listPaidPeriodsOfMembers,
  listPaidPeriodsOfMembership,
  type PaidPeriodRow,
} from './membership-cards.repository.ts';
import { memberProfiles } from './member-profiles.ts';

const covers = (period: PaidPeriodRow, today: string) =>
  period.startDate <= today && today <= period.endDate;

/** Of one membership's paid periods, the one covering today (the longest-running if several). */
function currentPeriod(periods: PaidPeriodRow[], today: string): PaidPeriodRow | undefined {
  return periods
    .filter((period) => covers(period, today))
    .sort(byEndDate)
    .at(-1);
}

const byEndDate = (a: PaidPeriodRow, b: PaidPeriodRow) => a.endDate.localeCompare(b.endDate);

/**
 * The digital membership cards of the acting member and of the family they may act for: one per
 * membership with a paid period covering today, the acting member's first.
 */
export async function membershipCards(
  db: Executor,
  acting: ActingMember,
  today: string,
): Promise<MembershipCard[]> {
  const people = await membersActedFor(db, acting);
  const periods = await listPaidPeriodsOfMembers(db, people);
  const byMembership = new Map<string, PaidPeriodRow[]>();
  for (const period of periods) {
    byMembership.set(period.membershipId, [
      ...(byMembership.get(period.membershipId) ?? []),
      period,
    ]);
  }
  const current = [...byMembership.values()]
    .map((list) => currentPeriod(list, today))
    .filter((period) => period !== undefined);
  const names = await memberProfiles(
    db,
    current.map((period) => period.memberId),
  );
  const cards: MembershipCard[] = [];
  for (const period of current) {
    const organisation = await findOrganisationIfAny(db, period.orgId);
    if (!organisation) continue;
    cards.push({
      membershipId: period.membershipId,
      memberId: period.memberId,
      memberName: names.get(period.memberId)?.name ?? '',
      organisation: { id: organisation.id, key: organisation.key, name: organisation.name },
      typeName: period.typeName,
      startDate: period.startDate,
      endDate: period.endDate,
      code: period.cardCode,
    });
  }
  return cards.sort(
    (a, b) =>
      people.indexOf(a.memberId) - people.indexOf(b.memberId) ||
      a.organisation.name.localeCompare(b.organisation.name),
  );
}

/**
 * A card scanned at the door of one of the organisation's events: a member now, a member no
 * longer (with the last paid period), or not this organisation's card at all. The caller has
 * already been checked as an administrator of the organisation.
 */
export async function membershipAtDoor(
  db: Executor,
  orgId: string,
  cardCode: string,
  today: string,
): Promise<DoorMembershipAnswer> {
  const membership = await findMembershipByCardCode(db, orgId, cardCode);
  if (!membership) {
    return { result: 'unknown', memberName: null, typeName: null, startDate: null, endDate: null };
  }
  const periods = await listPaidPeriodsOfMembership(db, membership.id);
  const names = await memberProfiles(db, [membership.memberId]);
  // Today's period; else the last that ended; a period paid for the future alone is not valid yet.
  const shown =
    currentPeriod(periods, today) ??
    periods
      .filter((period) => period.endDate < today)
      .sort(byEndDate)
      .at(-1);
  return {
    result: shown && covers(shown, today) ? 'member' : 'expired',
    memberName: names.get(membership.memberId)?.name ?? null,
    typeName: shown?.typeName ?? null,
    startDate: shown?.startDate ?? null,
    endDate: shown?.endDate ?? null,
  };
}
