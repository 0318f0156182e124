import { addNamespace } from '#src/lib/i18n/namespace.ts';

/** Loaded with the pages the payment window of a booking returns to. */
export const eventPaymentNs = 'eventPayment';

addNamespace(eventPaymentNs, {
  en: async () => (await import('./event-payment-texts.ts')).eventPaymentEn,
  da: async () => (await import('./event-payment-texts.da.ts')).eventPaymentDa,
});
