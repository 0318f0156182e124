import { addNamespace } from '#src/lib/i18n/namespace.ts';

/** Loaded with the administration pages. */
export const administrationNs = 'administration';

addNamespace(administrationNs, {
  en: async () => (await import('./administration-texts.ts')).administrationEn,
  da: async () => (await import('./administration-texts.da.ts')).administrationDa,
});
