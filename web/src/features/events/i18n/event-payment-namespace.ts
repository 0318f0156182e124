import i18next from 'i18next';
import { eventPaymentDa } from './event-payment-texts.da.ts';
import { eventPaymentEn } from './event-payment-texts.ts';

/** Loaded with the pages the payment window of a booking returns to. */
export const eventPaymentNs = 'eventPayment';

function addBundles() {
  i18next.addResourceBundle('en', eventPaymentNs, eventPaymentEn, true, false);
  i18next.addResourceBundle('da', eventPaymentNs, eventPaymentDa, true, false);
}

if (i18next.isInitialized) addBundles();
else i18next.on('initialized', addBundles);
