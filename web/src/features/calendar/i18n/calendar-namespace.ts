import { addNamespace } from '#src/lib/i18n/namespace.ts';
import { calendarDa } from './calendar-texts.da.ts';
import { calendarEn } from './calendar-texts.ts';

/** Loaded with My Calander. */
export const calendarNs = 'calendar';

addNamespace(calendarNs, { en: calendarEn, da: calendarDa });
