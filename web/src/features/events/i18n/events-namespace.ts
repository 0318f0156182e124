import { addNamespace } from '#src/lib/i18n/namespace.ts';
import { eventsDa } from './events-texts.da.ts';
import { eventsEn } from './events-texts.ts';

/** Loaded with the event and ticket screens, and with the dashboard's event list after the page. */
export const eventsNs = 'events';

addNamespace(eventsNs, { en: eventsEn, da: eventsDa });
