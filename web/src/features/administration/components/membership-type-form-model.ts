import type { Language } from '@portal/contracts/language';
import {
  type MembershipType,
  type MembershipTypeInput,
  membershipTypeInputSchema,
} from '@portal/contracts/membership-types';
import { controlCharactersMessage } from '@portal/contracts/control-characters';
import { ApiError } from '#src/lib/api-error.ts';
import { kronerText, parseKroner } from '../lib/kroner.ts';

/** What the form holds: amounts in kroner as typed, dates as the date fields give them. */
export interface TypeFormValues {
  name: string;
  price: string;
  vatRate: string;
  surcharge: string;
  startDate: string;
  endDate: string;
  offerStartDate: string;
}

export type TypeErrorKey =
  | 'required'
  | 'tooLong'
  | 'controlCharacters'
  | 'amount'
  | 'vatRate'
  | 'date'
  | 'endAfterStart'
  | 'offerBeforeEnd'
  | 'duplicate';

type Errors = Partial<Record<keyof TypeFormValues, TypeErrorKey>>;

export function emptyTypeValues(year: number): TypeFormValues {
  return {
    name: '',
    price: '',
    vatRate: '0',
    surcharge: '0',
    startDate: `${String(year)}-01-01`,
    endDate: `${String(year)}-12-31`,
    offerStartDate: '',
  };
}

export function typeValuesOf(type: MembershipType, language: Language): TypeFormValues {
  return {
    name: type.name,
    price: kronerText(type.membershipPrice, language),
    vatRate: String(type.vatRate).replace('.', language === 'da' ? ',' : '.'),
    surcharge: kronerText(type.membershipSurcharge, language),
    startDate: type.startDate,
    endDate: type.endDate,
    offerStartDate: type.offerStartDate ?? '',
  };
}

const fieldOfInput: Record<string, keyof TypeFormValues> = {
  name: 'name',
  membershipPrice: 'price',
  vatRate: 'vatRate',
  membershipSurcharge: 'surcharge',
  startDate: 'startDate',
  endDate: 'endDate',
  offerStartDate: 'offerStartDate',
};

function keyOf(field: keyof TypeFormValues, message: string): TypeErrorKey {
  if (message === 'is required') return 'required';
  if (message.startsWith('must be at most 100')) return 'tooLong';
  if (message === controlCharactersMessage) return 'controlCharacters';
  if (message === 'must be after the start') return 'endAfterStart';
  if (message === 'must be on or before the end') return 'offerBeforeEnd';
  if (message.startsWith('a type with this name')) return 'duplicate';
  if (field === 'vatRate') return 'vatRate';
  if (field === 'price' || field === 'surcharge') return 'amount';
  return 'date';
}

/** The body of the call, or the fields the page must ask about first. */
export function toTypeInput(values: TypeFormValues): {
  input: MembershipTypeInput;
  errors: Errors;
} {
  const errors: Errors = {};
  const price = parseKroner(values.price);
  const surcharge = parseKroner(values.surcharge);
  const vatText = values.vatRate.trim().replace(',', '.');
  const vatRate = /^\d+(\.\d+)?$/.test(vatText) ? Number(vatText) : Number.NaN;
  if (values.price.trim() === '') errors.price = 'required';
  else if (price === null) errors.price = 'amount';
  if (surcharge === null) errors.surcharge = 'amount';
  if (Number.isNaN(vatRate)) errors.vatRate = 'vatRate';
  const input: MembershipTypeInput = {
    name: values.name,
    membershipPrice: price ?? 0,
    vatRate: Number.isNaN(vatRate) ? 0 : vatRate,
    membershipSurcharge: surcharge ?? 0,
    startDate: values.startDate,
    endDate: values.endDate,
    offerStartDate: values.offerStartDate === '' ? null : values.offerStartDate,
  };
  const result = membershipTypeInputSchema.safeParse(input);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = fieldOfInput[String(issue.path[0])];
    if (field) errors[field] ??= keyOf(field, issue.message);
  }
  return { input, errors };
}

export function validateType(values: TypeFormValues): Errors {
  return toTypeInput(values).errors;
}

/** The field errors of a server 400 or 409, keyed like the form. */
export function serverTypeErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {};
  const errors: Errors = {};
  for (const item of error.problem?.errors ?? []) {
    const field = fieldOfInput[item.field];
    if (field) errors[field] ??= keyOf(field, item.message);
  }
  return errors;
}

/** Whether saving makes a new version: the type was bought and its price or period changes. */
export function makesNewVersion(type: MembershipType | null, values: TypeFormValues): boolean {
  if (!type || type.soldCount === 0) return false;
  const { input } = toTypeInput(values);
  return (
    input.membershipPrice !== type.membershipPrice ||
    input.vatRate !== type.vatRate ||
    input.membershipSurcharge !== type.membershipSurcharge ||
    input.startDate !== type.startDate ||
    input.endDate !== type.endDate
  );
}
