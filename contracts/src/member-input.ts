import { z } from 'zod';
import { addressProblems, normaliseCountry } from './address-check.ts';
import { languageSchema } from './language.ts';
import { genders, memberListMaxSize, phoneMessage } from './member-fields.ts';
import { singleLineText } from './text.ts';
import { emailSchema } from './validation.ts';

/**
 * What the member calls are sent (SPEC.md section 3 "Member"): the profile's fields, as the forms
 * and the server check them, and the calls' queries.
 */

const text = (max: number) => singleLineText().trim().max(max, `must be at most ${max} characters`);

/** An optional text field: a blank field of a form means "none". */
const optionalText = (max: number) =>
  text(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const firstNameSchema = text(100).min(1, 'is required');
export const lastNameSchema = text(100);

/** International form; spaces, dashes and brackets are dropped so `+45 20 12 34 56` is accepted. */
export const phoneSchema = z
  .string()
  .transform((value) => value.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, phoneMessage));

export const dateOfBirthSchema = z.iso
  .date('must be a date as YYYY-MM-DD')
  .refine((value) => value >= '1900-01-01', 'must be 1900-01-01 or later')
  .refine((value) => value <= new Date().toISOString().slice(0, 10), 'must not be in the future');

const requiredAddressText = (max: number, missing: string) =>
  singleLineText(missing).trim().min(1, missing).max(max, `must be at most ${max} characters`);

/**
 * An address as the profile form saves it: the fields the card gateway needs are required, with
 * the messages of the address check (SPEC.md section 5), so a member cannot save an address that
 * would later stop a payment. Denmark, Sweden and Norway (or DK) are stored by their English name.
 */
export const addressInputSchema = z.strictObject({
  addressLine1: requiredAddressText(50, addressProblems.line1),
  addressLine2: optionalText(50).optional(),
  addressLine3: optionalText(50).optional(),
  city: requiredAddressText(50, addressProblems.city),
  postCode: requiredAddressText(16, addressProblems.postCodeMissing).regex(
    /^\d+$/,
    addressProblems.postCodeNotNumeric,
  ),
  country: singleLineText(addressProblems.country)
    .trim()
    .refine((value) => normaliseCountry(value) !== null, addressProblems.country)
    .transform((value) => normaliseCountry(value) ?? value),
});
export type AddressInput = z.input<typeof addressInputSchema>;

const profileFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phone: phoneSchema.nullable(),
  gender: z.enum(genders).nullable(),
  dateOfBirth: dateOfBirthSchema.nullable(),
  /** The whole address at once; null removes it. */
  address: addressInputSchema.nullable(),
  /** The language of the member's mails, WhatsApp texts and notifications. */
  preferredLanguage: languageSchema,
};

/**
 * PUT member/item: the member's own profile. Fields left out keep their value, null clears one.
 * Email, ids, family fields and dates are not the member's to change: any other key is a 400.
 */
export const updateProfileInputSchema = z
  .strictObject(profileFields)
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'give at least one field to change');
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

/** POST member/item: the caller's own member, created on first sign-in (no id, no parentId). */
export const createMemberInputSchema = z.strictObject({
  ...profileFields,
  email: emailSchema,
  lastName: lastNameSchema.default(''),
  phone: profileFields.phone.optional(),
  gender: profileFields.gender.optional(),
  dateOfBirth: profileFields.dateOfBirth.optional(),
  address: profileFields.address.optional(),
  /** The page's language when left out. */
  preferredLanguage: profileFields.preferredLanguage.optional(),
});
export type CreateMemberInput = z.input<typeof createMemberInputSchema>;

export const memberEmailQuerySchema = z.strictObject({ email: emailSchema });
export type MemberEmailQuery = z.input<typeof memberEmailQuerySchema>;

export const listMembersQuerySchema = z.strictObject({
  size: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(memberListMaxSize, `must be at most ${memberListMaxSize}`)
    .default(memberListMaxSize),
});
export type ListMembersQuery = z.input<typeof listMembersQuerySchema>;

export const profileImageQuerySchema = z.strictObject({
  /** Whose image; the caller's own when left out. */
  memberId: z.uuid().optional(),
});
export type ProfileImageQuery = z.input<typeof profileImageQuerySchema>;
