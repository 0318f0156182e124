import { addNamespace } from '#src/lib/i18n/namespace.ts';
import { yourDataDa } from './your-data-texts.da.ts';
import { yourDataEn } from './your-data-texts.ts';

/** Loaded with My Profile. */
export const yourDataNs = 'your-data';

addNamespace(yourDataNs, { en: yourDataEn, da: yourDataDa });
