import * as format from '@portal/contracts/format';
import { currentLanguage, type Language } from './i18n/i18n.ts';

// The one home of money and date formats is contracts/format; here they default to the language
// the page is shown in.

export { clubTimeZone } from '@portal/contracts/format';

export const formatMoney = (minorUnits: number, currency = 'DKK', language = currentLanguage()) =>
  format.formatMoney(minorUnits, currency, language);

export const formatDate = (isoDate: string, language: Language = currentLanguage()) =>
  format.formatDate(isoDate, language);

export const formatDateTime = (iso: string, language: Language = currentLanguage()) =>
  format.formatDateTime(iso, language);

export const formatEventTime = (
  startIso: string,
  endIso: string,
  language: Language = currentLanguage(),
) => format.formatEventTime(startIso, endIso, language);

export const formatClubDateTime = (iso: string, language: Language = currentLanguage()) =>
  format.formatClubDateTime(iso, language);

export const formatClubTime = (iso: string, language: Language = currentLanguage()) =>
  format.formatClubTime(iso, language);
