import type { Language } from '@portal/contracts/language';
import {
  type EventInput,
  eventInputSchema,
  type StaffEventDetail,
} from '@portal/contracts/event-administration';
import { defaultOfferHoldHours } from '@portal/contracts/waiting-list';
import { controlCharactersMessage } from '@portal/contracts/control-characters';
import { ApiError } from '#src/lib/api-error.ts';
import { clubLocalOf, instantOfClubLocal } from '../lib/club-time.ts';
import { kronerText, parseKroner } from '../lib/kroner.ts';

/** What the form holds: times as Copenhagen wall clock, amounts in kroner, numbers as typed. */
export interface EventFormValues {
  title: string;
  description: string;
  location: string;
  startDate: string;
  endDate: string;
  publicDate: string;
  saleStart: string;
  saleEnd: string;
  capacity: string;
  memberPrice: string;
  guestPrice: string;
  maxPerBooking: string;
  /** How long an offer to the first in the waiting list holds its places. */
  offerHoldHours: string;
  forMembers: boolean;
  guestsInvited: boolean;
  enabled: boolean;
}

export type EventErrorKey =
  | 'required'
  | 'tooLong'
  | 'controlCharacters'
  | 'amount'
  | 'date'
  | 'number'
  | 'hours'
  | 'endAfterStart'
  | 'saleEndBeforeEnd'
  | 'saleStartBeforeEnd'
  | 'membersAndGuests'
  | 'capacityBelowTaken';

export type EventFormErrors = Partial<Record<keyof EventFormValues, EventErrorKey>>;

/** A new event: next month at 18:00 for three hours, public now, free, 30 places. */
export function emptyEventValues(now = new Date()): EventFormValues {
  const start = new Date(now.getTime() + 30 * 24 * 3_600_000);
  const day = clubLocalOf(start).slice(0, 10);
  return {
    title: '',
    description: '',
    location: '',
    startDate: `${day}T18:00`,
    endDate: `${day}T21:00`,
    publicDate: clubLocalOf(now),
    saleStart: '',
    saleEnd: '',
    capacity: '30',
    memberPrice: '0',
    guestPrice: '0',
    maxPerBooking: '',
    offerHoldHours: String(defaultOfferHoldHours),
    forMembers: false,
    guestsInvited: false,
    enabled: true,
  };
}

const localOrBlank = (iso: string | null) => (iso === null ? '' : clubLocalOf(iso));

export function eventValuesOf(event: StaffEventDetail, language: Language): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    location: event.location,
    startDate: clubLocalOf(event.startDate),
    endDate: clubLocalOf(event.endDate),
    publicDate: clubLocalOf(event.publicDate),
    saleStart: localOrBlank(event.saleStart),
    saleEnd: localOrBlank(event.saleEnd),
    capacity: event.capacity === null ? '' : String(event.capacity),
    memberPrice: kronerText(event.memberPrice, language),
    guestPrice: kronerText(event.guestPrice, language),
    maxPerBooking: event.maxPerBooking === null ? '' : String(event.maxPerBooking),
    offerHoldHours: String(event.offerHoldHours),
    forMembers: event.forMembers,
    guestsInvited: event.guestsInvited,
    enabled: event.enabled,
  };
}

/** A copy: the same fields under a new title, unpublished until it is looked over. */
export function copiedEventValues(event: StaffEventDetail, language: Language, title: string) {
  return { ...eventValuesOf(event, language), title, enabled: false };
}

const fields = Object.keys(emptyEventValues()) as (keyof EventFormValues)[];
const isField = (name: string): name is keyof EventFormValues =>
  (fields as string[]).includes(name);

function keyOf(field: keyof EventFormValues, message: string): EventErrorKey {
  if (message === 'is required') return 'required';
  if (message.startsWith('must be at most') && ['title', 'description', 'location'].includes(field))
    return 'tooLong';
  if (message === controlCharactersMessage) return 'controlCharacters';
  if (message === 'must be after the start') return 'endAfterStart';
  if (message === 'must be before the event ends') return 'saleEndBeforeEnd';
  if (message === 'must be before the sale ends') return 'saleStartBeforeEnd';
  if (message === 'cannot be combined with members only') return 'membersAndGuests';
  if (
    field === 'capacity' &&
    message.startsWith('must be at least') &&
    message !== 'must be at least 1'
  )
    return 'capacityBelowTaken';
  if (field === 'offerHoldHours') return 'hours';
  if (field === 'memberPrice' || field === 'guestPrice') return 'amount';
  if (field === 'capacity' || field === 'maxPerBooking') return 'number';
  return 'date';
}

const wholeNumber = (text: string) =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** The body of the call, or the fields the page must ask about first. */
export function toEventInput(values: EventFormValues): {
  input: EventInput;
  errors: EventFormErrors;
} {
  const errors: EventFormErrors = {};
  const instant = (name: keyof EventFormValues, optional: boolean) => {
    const text = String(values[name]).trim();
    if (text === '') {
      if (!optional) errors[name] = 'required';
      return null;
    }
    const iso = instantOfClubLocal(text);
    if (iso === null) errors[name] = 'date';
    return iso;
  };
  const amount = (name: 'memberPrice' | 'guestPrice') => {
    const ore = parseKroner(values[name]);
    if (ore === null) errors[name] = values[name].trim() === '' ? 'required' : 'amount';
    return ore ?? 0;
  };
  const optionalNumber = (name: 'capacity' | 'maxPerBooking') => {
    if (values[name].trim() === '') return null;
    const number = wholeNumber(values[name]);
    if (Number.isNaN(number)) errors[name] = 'number';
    return Number.isNaN(number) ? null : number;
  };
  const input: EventInput = {
    title: values.title,
    description: values.description,
    location: values.location,
    startDate: instant('startDate', false) ?? '',
    endDate: instant('endDate', false) ?? '',
    publicDate: instant('publicDate', false) ?? '',
    saleStart: instant('saleStart', true),
    saleEnd: instant('saleEnd', true),
    capacity: optionalNumber('capacity'),
    memberPrice: amount('memberPrice'),
    guestPrice: amount('guestPrice'),
    forMembers: values.forMembers,
    guestsInvited: values.guestsInvited,
    enabled: values.enabled,
    maxPerBooking: optionalNumber('maxPerBooking'),
    // Anything but a whole number is left to the schema, which names the field.
    offerHoldHours: wholeNumber(values.offerHoldHours),
  };
  const result = eventInputSchema.safeParse(input);
  for (const issue of result.success ? [] : result.error.issues) {
    const name = String(issue.path[0]);
    if (isField(name)) errors[name] ??= keyOf(name, issue.message);
  }
  return { input, errors };
}

export const validateEvent = (values: EventFormValues) => toEventInput(values).errors;

/** The field errors of a server 400, keyed like the form. */
export function serverEventErrors(error: unknown): EventFormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: EventFormErrors = {};
  for (const item of error.problem?.errors ?? []) {
    if (isField(item.field)) errors[item.field] ??= keyOf(item.field, item.message);
  }
  return errors;
}
