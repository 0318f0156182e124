import type { Address } from './address.ts';

/**
 * The address check before payment, its texts and the countries it takes, without zod: the pages
 * and texts that show an address's problems read them without building the address's schema.
 */

/** The texts of SPEC.md section 5, verbatim. */
export const addressProblems = {
  missing: 'Address is missing. Please add your address in profile to proceed.',
  line1: 'Address Line 1 is missing. Please provide a valid address in profile.',
  city: 'City is missing. Please provide a valid city in profile.',
  postCodeMissing: 'Postcode is missing. Please provide a valid postcode in profile.',
  country: 'Country is invalid or missing. Please select a valid country in profile.',
  postCodeNotNumeric: 'Postcode is invalid. Please use numeric values only.',
} as const;

export type AddressProblem = keyof typeof addressProblems;

const problemsByText = new Map(
  Object.entries(addressProblems).map(([key, text]) => [text as string, key as AddressProblem]),
);

/** Which address problem a message of the checks names, so a page can word it in its language. */
export const addressProblemOf = (message: string): AddressProblem | undefined =>
  problemsByText.get(message);

export const profileIncompleteMessage = 'Please complete your profile to continue.';
export const editProfileLinkText = 'Edit profile here';

export const countries = ['Denmark', 'Sweden', 'Norway'] as const;
export type Country = (typeof countries)[number];

/**
 * ISO 3166-1 numeric codes, which the card gateway expects. SPEC.md gives 276 for Sweden, which is
 * Germany's code; see docs/decisions.md.
 */
export const countryCodes: Record<Country, number> = { Denmark: 208, Sweden: 752, Norway: 578 };

/** Denmark, Sweden or Norway in any case, or DK; anything else is no country we take payments in. */
export function normaliseCountry(value: string | null | undefined): Country | null {
  const text = value?.trim().toLowerCase();
  if (!text) return null;
  if (text === 'dk') return 'Denmark';
  return countries.find((country) => country.toLowerCase() === text) ?? null;
}

export function countryCode(value: string | null | undefined): number | null {
  const country = normaliseCountry(value);
  return country ? countryCodes[country] : null;
}

const isBlank = (value: string | null | undefined) => !value?.trim();

/**
 * The address check before payment (SPEC.md section 5). Returns every problem in the spec's order;
 * an empty list means the address can be used for billing.
 */
export function checkAddress(address: Address | null | undefined): string[] {
  if (
    !address ||
    Object.values(address).every((value) => typeof value !== 'string' || isBlank(value))
  ) {
    return [addressProblems.missing];
  }
  const problems: string[] = [];
  if (isBlank(address.addressLine1)) problems.push(addressProblems.line1);
  if (isBlank(address.city)) problems.push(addressProblems.city);
  if (isBlank(address.postCode)) problems.push(addressProblems.postCodeMissing);
  if (!normaliseCountry(address.country)) problems.push(addressProblems.country);
  if (!isBlank(address.postCode) && !/^\d+$/.test(address.postCode?.trim() ?? '')) {
    problems.push(addressProblems.postCodeNotNumeric);
  }
  return problems;
}
