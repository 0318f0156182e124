import { addNamespace } from '#src/lib/i18n/namespace.ts';

/** Loaded with the event and ticket screens, and with the dashboard's event list after the page. */
export const eventsNs = 'events';

addNamespace(eventsNs, {
  en: async () => (await import('./events-texts.ts')).eventsEn,
  da: async () => (await import('./events-texts.da.ts')).eventsDa,
});
