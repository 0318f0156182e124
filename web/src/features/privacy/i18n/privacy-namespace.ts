import { addNamespace } from '#src/lib/i18n/namespace.ts';

/** Loaded with the privacy page and the page after an account's deletion. */
export const privacyNs = 'privacy';

addNamespace(privacyNs, {
  en: async () => (await import('./privacy-texts.ts')).privacyEn,
  da: async () => (await import('./privacy-texts.da.ts')).privacyDa,
});
