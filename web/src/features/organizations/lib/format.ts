import { currentLanguage } from '#src/lib/i18n/i18n.ts';

// Features do not import each other, so the organisations screens carry their own small
// formatters; they write money and dates exactly as the memberships screens do.

/** "1.515,00 kr." in Danish, "1,515.00 DKK" in English. */
export function formatMoney(minorUnits: number, currency = 'DKK'): string {
  const amount = minorUnits / 100;
  if (currentLanguage() === 'da') {
    return new Intl.NumberFormat('da-DK', { style: 'currency', currency }).format(amount);
  }
  const number = new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${number} ${currency}`;
}

/** A calendar date (YYYY-MM-DD) for people, without a time zone shift. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat(currentLanguage() === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
