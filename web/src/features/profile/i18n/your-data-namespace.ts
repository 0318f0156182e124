import { addNamespace } from '#src/lib/i18n/namespace.ts';

/** Loaded with My Profile. */
export const yourDataNs = 'your-data';

addNamespace(yourDataNs, {
  en: async () => (await import('./your-data-texts.ts')).yourDataEn,
  da: async () => (await import('./your-data-texts.da.ts')).yourDataDa,
});
