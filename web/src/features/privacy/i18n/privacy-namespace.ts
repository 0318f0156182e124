import { addNamespace } from '#src/lib/i18n/namespace.ts';
import { privacyDa } from './privacy-texts.da.ts';
import { privacyEn } from './privacy-texts.ts';

/** Loaded with the privacy page and the page after an account's deletion. */
export const privacyNs = 'privacy';

addNamespace(privacyNs, { en: privacyEn, da: privacyDa });
