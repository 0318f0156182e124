/**
 * Money and dates for people, one way per language, for the web app and the server's mails and
 * receipts alike. The clubs are Danish: a moment is shown as it is in Copenhagen wherever the
 * reader is.
 */
import type { Language } from './language.ts';

export type FormatLanguage = Language;

export const clubTimeZone = 'Europe/Copenhagen';

const locales: Record<FormatLanguage, string> = { da: 'da-DK', en: 'en-GB' };

const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Making a formatter costs far more than using one (locale data is looked up each time); a list of
 * a hundred dates on a phone would spend most of its drawing time here. One per language and use.
 */
function dateTimeFormat(
  use: string,
  language: FormatLanguage,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language} ${use}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** Minor units as money: "1.515,00 kr." in Danish, "DKK 1,515.00" in English. */
export function formatMoney(
  minorUnits: number,
  currency: string,
  language: FormatLanguage,
): string {
  const key = `${language} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales[language], {
      style: 'currency',
      currency,
      // "kr." reads as Danish money; in English the ISO code says which crowns.
      currencyDisplay: language === 'da' ? 'symbol' : 'code',
    });
    moneyFormats.set(key, format);
  }
  return format.format(minorUnits / 100);
}

/** A calendar date (YYYY-MM-DD), as the date it names in any time zone: "14. jun. 2025". */
export function formatDate(isoDate: string, language: FormatLanguage): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return dateTimeFormat('date', language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** A moment (ISO date-time) in club time: "14. jun. 2025 09.00" / "14 Jun 2025, 09:00". */
export function formatDateTime(iso: string, language: FormatLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat('date-time', language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: clubTimeZone,
  }).format(date);
}

function eventFormat(language: FormatLanguage) {
  return dateTimeFormat('event', language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: clubTimeZone,
  });
}

/** "Sat, 14 Jun 2025, 09:00–14:00" in club time; an event over several days names both days. */
export function formatEventTime(
  startIso: string,
  endIso: string,
  language: FormatLanguage,
): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime())) return startIso;
  if (Number.isNaN(end.getTime()) || end <= start) return eventFormat(language).format(start);
  return eventFormat(language).formatRange(start, end);
}

/** One moment with its weekday in club time, such as a registration deadline. */
export function formatClubDateTime(iso: string, language: FormatLanguage): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : eventFormat(language).format(date);
}

/** The clock time of a moment in club time, as the door says it: "18.02" / "18:02". */
export function formatClubTime(iso: string, language: FormatLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat('clock', language, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: clubTimeZone,
  }).format(date);
}
