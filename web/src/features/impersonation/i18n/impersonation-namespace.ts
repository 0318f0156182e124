import i18next from 'i18next';
import { impersonationDa } from './impersonation-texts.da.ts';
import { impersonationEn } from './impersonation-texts.ts';

/** Loaded with the member picker and the audit log, which only super administrators see. */
export const impersonationNs = 'impersonation';

function addBundles() {
  i18next.addResourceBundle('en', impersonationNs, impersonationEn, true, false);
  i18next.addResourceBundle('da', impersonationNs, impersonationDa, true, false);
}

if (i18next.isInitialized) addBundles();
else i18next.on('initialized', addBundles);
