import type { FastifyRequest } from 'fastify';
import type { Address } from '@portal/contracts/address';
import type { Executor } from '#src/db/client.ts';
import {
  canActFor as familyCanActFor,
  membersActedFor as familyMembersActedFor,
} from '#src/modules/family/family-access.ts';
import {
  type ActingMember as MembersActingMember,
  actingMemberOf as membersActingMemberOf,
} from '#src/modules/members/acting-member.ts';
import { findMemberRowsByIds } from '#src/modules/members/members.service.ts';

/**
 * The one seam between memberships and the members and family features: who acts, for whom they
 * may act, and the profile data a purchase needs. Services take only the acting member's id, so
 * impersonation (issue 4) changes nothing here.
 */
export type ActingMember = Pick<MembersActingMember, 'id'>;

export interface MemberProfile {
  id: string;
  name: string;
  firstName: string;
  email: string | null;
  phone: string | null;
  address: Address;
}

/** 404 before the account has a member, 403 for a disabled member (the members feature decides). */
export async function actingMemberFor(request: FastifyRequest): Promise<ActingMember> {
  const { id } = await membersActingMemberOf(request);
  return { id };
}

/** Self, an own child, or a member who approved the acting member's family link. */
export function canActFor(db: Executor, acting: ActingMember, memberId: string): Promise<boolean> {
  return familyCanActFor(acting, memberId, db);
}

/** Every member the acting member may act for, the acting member first. */
export function membersActedFor(db: Executor, acting: ActingMember): Promise<string[]> {
  return familyMembersActedFor(acting, db);
}

export async function memberProfiles(
  db: Executor,
  ids: string[],
): Promise<Map<string, MemberProfile>> {
  const rows = await findMemberRowsByIds(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: [row.firstName, row.lastName].filter(Boolean).join(' '),
        firstName: row.firstName,
        email: row.email,
        phone: row.phone,
        address: {
          addressLine1: row.addressLine1,
          addressLine2: row.addressLine2,
          addressLine3: row.addressLine3,
          city: row.city,
          postCode: row.postCode,
          country: row.country,
        },
      },
    ]),
  );
}
