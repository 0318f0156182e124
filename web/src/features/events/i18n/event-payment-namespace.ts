import { addNamespace } from '#src/lib/i18n/namespace.ts';
import { eventPaymentDa } from './event-payment-texts.da.ts';
import { eventPaymentEn } from './event-payment-texts.ts';

/** Loaded with the pages the payment window of a booking returns to. */
export const eventPaymentNs = 'eventPayment';

addNamespace(eventPaymentNs, { en: eventPaymentEn, da: eventPaymentDa });
