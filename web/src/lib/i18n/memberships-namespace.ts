import i18next from 'i18next';
import { membershipsEn } from './memberships-texts.ts';
import { membershipsDa } from './memberships-texts.da.ts';

/**
 * The texts of the memberships and organisations screens live in their own namespace, added when
 * those screens load, so the first load of the app does not carry them.
 */
export const membershipsNs = 'memberships';

function addBundles() {
  i18next.addResourceBundle('en', membershipsNs, membershipsEn, true, false);
  i18next.addResourceBundle('da', membershipsNs, membershipsDa, true, false);
}

// The screens load after start-up; unit tests may import them before i18next is set up.
if (i18next.isInitialized) addBundles();
else i18next.on('initialized', addBundles);
