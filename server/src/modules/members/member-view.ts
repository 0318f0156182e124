import { type Member, type MemberAddress, profileImagePath } from '@portal/contracts/member';
import type { MemberRow } from './members.repository.ts';

export type MemberView = Pick<
  MemberRow,
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'addressLine1'
  | 'addressLine2'
  | 'addressLine3'
  | 'city'
  | 'postCode'
  | 'country'
>;

/** The address of a row, or null when none of its parts is filled in. */
export function addressOf(row: MemberView): MemberAddress | null {
  const address = {
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    city: row.city,
    postCode: row.postCode,
    country: row.country,
  };
  return Object.values(address).some((value) => value) ? address : null;
}

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

export function fullName(row: Pick<MemberRow, 'firstName' | 'lastName'>): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ');
}
