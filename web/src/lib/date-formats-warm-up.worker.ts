import {
  formatClubTime,
  formatDate,
  formatDateTime,
  formatEventTime,
  formatMoney,
} from '@portal/contracts/format';
import type { Language } from '@portal/contracts/language';

const isLanguage = (value: unknown): value is Language => value === 'da' || value === 'en';

/** Each of the app's date formats once, in the page's language; what the app uses is then ready. */
export function prepareFormats(language: Language): void {
  const start = '2025-06-14T07:00:00.000Z';
  const end = '2025-06-14T12:00:00.000Z';
  formatDate('2025-06-14', language);
  formatDateTime(start, language);
  formatEventTime(start, end, language);
  formatClubTime(start, language);
  formatMoney(150000, 'DKK', language);
}

self.onmessage = ({ data }: MessageEvent<unknown>) => {
  if (isLanguage(data)) prepareFormats(data);
  self.close();
};
