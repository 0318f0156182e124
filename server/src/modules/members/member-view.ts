import { addressOf, type Member, profileImagePath } from '@portal/contracts/member';
import type { MemberRow } from '#src/lib/acting-member.ts';

/** The member as the API shows it to the member themselves. */
export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    parentId: row.parentId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    profileImage: row.profileImage ? profileImagePath(row.id) : null,
    address: addressOf(row),
    enabled: row.enabled,
    familyLink: row.familyLink,
    familyInvitationStatus: row.familyInvitationStatus,
    preferredLanguage: row.preferredLanguage,
    registrationDate: row.registrationDate.toISOString(),
    updateDate: row.updateDate.toISOString(),
  };
}
