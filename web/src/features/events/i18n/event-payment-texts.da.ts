import type { EventPaymentTexts } from './event-payment-texts.ts';

export const eventPaymentDa: EventPaymentTexts = {
  loading: 'Bekræfter din tilmelding…',
  missingToken: 'Linket er ufuldstændigt. Åbn din tilmelding fra arrangementet igen.',
  notFound: 'Ingen af dine tilmeldinger hører til dette link.',
  loadFailed: 'Din tilmelding kunne ikke bekræftes lige nu.',
  tryAgain: 'Prøv igen',
  paidTitle: 'Du er tilmeldt',
  paidBody_one:
    'Betalingen er gennemført, og din billet er klar. En bekræftelse er på vej på e-mail.',
  paidBody_other:
    'Betalingen er gennemført, og dine {{count}} billetter er klar. En bekræftelse er på vej på e-mail.',
  pendingTitle: 'Venter på kortbetalingstjenesten',
  pendingBody: 'Din betaling bliver bekræftet. Siden opdaterer sig selv.',
  notPaidTitle: 'Din tilmelding blev ikke betalt',
  notPaidFallback: 'Betalingen blev ikke gennemført. Der er ikke trukket noget.',
  showTickets: 'Vis billetterne',
  backToEvent: 'Tilbage til arrangementet',
  orderNumber: 'Ordrenummer',
  amount: 'Beløb',
};
