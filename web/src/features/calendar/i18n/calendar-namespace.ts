import i18next from 'i18next';
import { calendarDa } from './calendar-texts.da.ts';
import { calendarEn } from './calendar-texts.ts';

/** Loaded with My Calander. */
export const calendarNs = 'calendar';

function addBundles() {
  i18next.addResourceBundle('en', calendarNs, calendarEn, true, false);
  i18next.addResourceBundle('da', calendarNs, calendarDa, true, false);
}

if (i18next.isInitialized) addBundles();
else i18next.on('initialized', addBundles);
