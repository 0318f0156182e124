import { z } from 'zod';
import { profileImageTypes } from './member-fields.ts';
import { languageSchema } from './language.ts';

/**
 * The member's own data (SPEC.md section 3 "Member"): what the member calls answer. What they are
 * sent (the profile's fields, the queries) is in `member-input.ts`, so a page that reads a member
 * builds only these schemas.
 */

export const memberAddressSchema = z.object({
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
  country: z.string().nullable(),
});
export type MemberAddress = z.infer<typeof memberAddressSchema>;

/** The address parts of a stored member (or any record that has them), and nothing else. */
export function addressPartsOf(record: MemberAddress): MemberAddress {
  return {
    addressLine1: record.addressLine1,
    addressLine2: record.addressLine2,
    addressLine3: record.addressLine3,
    city: record.city,
    postCode: record.postCode,
    country: record.country,
  };
}

/** The address of a stored member, or null when none of its parts is filled in. */
export function addressOf(record: MemberAddress): MemberAddress | null {
  const address = addressPartsOf(record);
  return Object.values(address).some((value) => value) ? address : null;
}

export const memberSchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** Where to fetch the image (with the bearer token), or null when there is none. */
  profileImage: z.string().nullable(),
  address: memberAddressSchema.nullable(),
  enabled: z.boolean(),
  familyLink: z.boolean(),
  familyInvitationStatus: z.enum(['pending', 'approved', 'rejected']).nullable(),
  preferredLanguage: languageSchema,
  registrationDate: z.iso.datetime(),
  updateDate: z.iso.datetime(),
});
export type Member = z.infer<typeof memberSchema>;

/** GET member/item?email=: the name of a member the caller may see. */
export const memberNameSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
});
export type MemberName = z.infer<typeof memberNameSchema>;

/** GET member/list: the member picker's items (super administrators only). */
export const memberListItemSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

export const profileImageResultSchema = z.object({
  profileImage: z.string(),
  contentType: z.enum(profileImageTypes),
  size: z.number().int(),
});
export type ProfileImageResult = z.infer<typeof profileImageResultSchema>;

/** The path of a member's profile image on this API. */
export function profileImagePath(memberId: string): string {
  return `/member/api/v1/member/profile-image?memberId=${memberId}`;
}
