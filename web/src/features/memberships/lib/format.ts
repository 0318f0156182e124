import { currentLanguage, type Language } from '#src/lib/i18n/i18n.ts';

/**
 * Minor units as money: "2.280,00 kr." in Danish, "2,280.00 DKK" in English (the code after the
 * amount, as Danish receipts in English usually write it).
 */
export function formatMoney(
  minorUnits: number,
  currency = 'DKK',
  language: Language = currentLanguage(),
): string {
  const amount = minorUnits / 100;
  if (language === 'da') {
    return new Intl.NumberFormat('da-DK', { style: 'currency', currency }).format(amount);
  }
  const number = new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${number} ${currency}`;
}

/** A calendar date (YYYY-MM-DD) for people, read as a date without a time zone shift. */
export function formatDate(isoDate: string, language: Language = currentLanguage()): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A moment (ISO date-time) for people, in the browser's time zone. */
export function formatDateTime(iso: string, language: Language = currentLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
