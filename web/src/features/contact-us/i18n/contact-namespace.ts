import i18next from 'i18next';
import { contactDa } from './contact-texts.da.ts';
import { contactEn } from './contact-texts.ts';

/** Loaded with the Contact Us page. */
export const contactNs = 'contact';

function addBundles() {
  i18next.addResourceBundle('en', contactNs, contactEn, true, false);
  i18next.addResourceBundle('da', contactNs, contactDa, true, false);
}

if (i18next.isInitialized) addBundles();
else i18next.on('initialized', addBundles);
