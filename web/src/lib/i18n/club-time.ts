import { currentLanguage, type Language } from './i18n.ts';

/** The clubs are Danish: an event at 09:00 is at 09:00 in Copenhagen wherever the reader is. */
export const clubTimeZone = 'Europe/Copenhagen';

const locales: Record<Language, string> = { da: 'da-DK', en: 'en-GB' };

function clubFormat(language: Language) {
  return new Intl.DateTimeFormat(locales[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: clubTimeZone,
  });
}

/** "Sat, 14 Jun 2025, 09:00–14:00"; an event over several days names both days. */
export function formatEventTime(
  startIso: string,
  endIso: string,
  language: Language = currentLanguage(),
): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime())) return startIso;
  if (Number.isNaN(end.getTime()) || end <= start) return clubFormat(language).format(start);
  return clubFormat(language).formatRange(start, end);
}

/** One moment in club time, such as a registration deadline. */
export function formatClubDateTime(iso: string, language: Language = currentLanguage()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : clubFormat(language).format(date);
}
