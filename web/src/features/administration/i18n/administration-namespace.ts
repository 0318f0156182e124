import { addNamespace } from '#src/lib/i18n/namespace.ts';
import { administrationDa } from './administration-texts.da.ts';
import { administrationEn } from './administration-texts.ts';

/** Loaded with the administration pages. */
export const administrationNs = 'administration';

addNamespace(administrationNs, { en: administrationEn, da: administrationDa });
