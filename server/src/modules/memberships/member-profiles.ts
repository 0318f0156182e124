import type { Address } from '@portal/contracts/address';
import { addressPartsOf } from '@portal/contracts/member';
import { fullName } from '@portal/contracts/member-fields';
import type { Executor } from '#src/db/client.ts';
import { findMemberRowsByIds } from '#src/modules/members/members.service.ts';

/** What a purchase needs to know of a member it bills or names. */
export interface MemberProfile {
  id: string;
  name: string;
  firstName: string;
  email: string | null;
  phone: string | null;
  address: Address;
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
        name: fullName(row),
        firstName: row.firstName,
        email: row.email,
        phone: row.phone,
        address: addressPartsOf(row),
      },
    ]),
  );
}
