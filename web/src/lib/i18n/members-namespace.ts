import i18next from 'i18next';
import { membersDa } from './members.da.ts';
import { membersEn } from './members.en.ts';

/**
 * The texts of the member screens live in their own namespace, added when those screens load, so
 * the first load of the app does not carry them.
 */
export const membersNs = 'members';

function addBundles() {
  i18next.addResourceBundle('en', membersNs, membersEn, true, false);
  i18next.addResourceBundle('da', membersNs, membersDa, true, false);
}

// The screens load after start-up; unit tests may import them before i18next is set up.
if (i18next.isInitialized) addBundles();
else i18next.on('initialized', addBundles);
