import { addNamespace } from '#src/lib/i18n/namespace.ts';

/** Loaded with My Calander. */
export const calendarNs = 'calendar';

addNamespace(calendarNs, {
  en: async () => (await import('./calendar-texts.ts')).calendarEn,
  da: async () => (await import('./calendar-texts.da.ts')).calendarDa,
});
