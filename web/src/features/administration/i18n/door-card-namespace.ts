import { addNamespaceTexts } from '#src/lib/i18n/namespace.ts';
import { doorCardDa, doorCardEn } from './door-card-texts.ts';

/** Loaded with the check-in page. */
export const doorCardNs = 'doorCard';

addNamespaceTexts(doorCardNs, { en: doorCardEn, da: doorCardDa });
