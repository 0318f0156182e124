import { addNamespace } from '#src/lib/i18n/namespace.ts';

/** Loaded with the Contact Us page. */
export const contactNs = 'contact';

addNamespace(contactNs, {
  en: async () => (await import('./contact-texts.ts')).contactEn,
  da: async () => (await import('./contact-texts.da.ts')).contactDa,
});
