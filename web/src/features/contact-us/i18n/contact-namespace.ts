import { addNamespace } from '#src/lib/i18n/namespace.ts';
import { contactDa } from './contact-texts.da.ts';
import { contactEn } from './contact-texts.ts';

/** Loaded with the Contact Us page. */
export const contactNs = 'contact';

addNamespace(contactNs, { en: contactEn, da: contactDa });
