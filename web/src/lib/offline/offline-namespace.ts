import { addNamespaceTexts } from '#src/lib/i18n/namespace.ts';
import { offlineDa, offlineEn } from './offline-texts.ts';

/** Added by the pages kept for offline use, so the first load of the app does not carry them. */
export const offlineNs = 'offline';

addNamespaceTexts(offlineNs, { en: offlineEn, da: offlineDa });
