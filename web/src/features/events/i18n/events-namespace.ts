import i18next from 'i18next';
import { eventsDa } from './events-texts.da.ts';
import { eventsEn } from './events-texts.ts';

/** Loaded with the event and ticket screens, and with the dashboard's event list after the page. */
export const eventsNs = 'events';

function addBundles() {
  i18next.addResourceBundle('en', eventsNs, eventsEn, true, false);
  i18next.addResourceBundle('da', eventsNs, eventsDa, true, false);
}

if (i18next.isInitialized) addBundles();
else i18next.on('initialized', addBundles);
