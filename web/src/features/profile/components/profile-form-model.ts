import type { Language } from '@portal/contracts/language';
import type { Member } from '@portal/contracts/member';
import { type UpdateProfileInput, updateProfileInputSchema } from '@portal/contracts/member-input';
import { ApiError } from '#src/lib/api-client.ts';

/** What the edit form holds: every field as the text the member typed. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  gender: string;
  dateOfBirth: string;
  preferredLanguage: Language;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  postCode: string;
  country: string;
}

export type FieldErrors = Partial<Record<string, string>>;

const addressKeys = [
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'postCode',
  'country',
] as const;

export function toFormValues(member: Member): ProfileFormValues {
  const address = member.address;
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    phone: member.phone ?? '',
    gender: member.gender ?? '',
    dateOfBirth: member.dateOfBirth ?? '',
    preferredLanguage: member.preferredLanguage,
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    addressLine3: address?.addressLine3 ?? '',
    city: address?.city ?? '',
    postCode: address?.postCode ?? '',
    country: address?.country ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The PUT member/item body: blank optional fields clear, a wholly blank address removes it. */
export function toProfileInput(values: ProfileFormValues): UpdateProfileInput {
  const isAddressBlank = addressKeys.every((key) => values[key].trim() === '');
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: orNull(values.phone),
    gender: orNull(values.gender) as UpdateProfileInput['gender'],
    dateOfBirth: orNull(values.dateOfBirth),
    preferredLanguage: values.preferredLanguage,
    address: isAddressBlank
      ? null
      : {
          addressLine1: values.addressLine1,
          addressLine2: values.addressLine2,
          addressLine3: values.addressLine3,
          city: values.city,
          postCode: values.postCode,
          country: values.country,
        },
  };
}

/** The form field a schema path or a server field name belongs to (`address.city` -> `city`). */
export function formFieldOf(path: string): string {
  const parts = path
    .replace(/^body[./]/, '')
    .split(/[./]/)
    .filter(Boolean);
  return parts[0] === 'address' && parts.length > 1 ? (parts[1] ?? '') : (parts[0] ?? '');
}

/** Checks the form with the shared schema; the first message per field is shown at the field. */
export function validateProfile(values: ProfileFormValues): FieldErrors {
  const result = updateProfileInputSchema.safeParse(toProfileInput(values));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The field errors of a server 400 (problem+json `errors`), keyed like the form. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const item of error.problem?.errors ?? []) errors[formFieldOf(item.field)] ??= item.message;
  return errors;
}
