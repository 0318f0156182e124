import { addressProblemOf } from '@portal/contracts/address-check';
import { phoneMessage } from '@portal/contracts/member-fields';
import { controlCharactersMessage } from '@portal/contracts/control-characters';
import type { TFunction } from 'i18next';

/**
 * The shared schemas word their field messages in English for the API (SPEC.md's own words for
 * the address); the page shows each in the member's language.
 */
const known = {
  'is required': 'fields.errors.required',
  [phoneMessage]: 'fields.errors.phone',
  'must be a date as YYYY-MM-DD': 'fields.errors.date',
  'must not be in the future': 'fields.errors.future',
  'must be 1900-01-01 or later': 'fields.errors.tooEarly',
  [controlCharactersMessage]: 'fields.errors.controlCharacters',
} as const satisfies Record<string, string>;

const isKnown = (message: string): message is keyof typeof known => message in known;

export function fieldErrorText(
  message: string | undefined,
  t: TFunction<'members'>,
): string | undefined {
  if (message === undefined) return undefined;
  if (isKnown(message)) return t(known[message]);
  const problem = addressProblemOf(message);
  return problem ? t(`address.problems.${problem}`) : message;
}
