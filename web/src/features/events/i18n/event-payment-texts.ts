/** Texts of Registration Success and Registration Decline, the pages a payment window returns to. */
export const eventPaymentEn = {
  loading: 'Confirming your booking…',
  missingToken: 'This link is incomplete. Please open your booking from the event again.',
  notFound: 'No booking of yours belongs to this link.',
  loadFailed: 'Your booking could not be confirmed just now.',
  tryAgain: 'Try again',
  paidTitle: 'You are booked',
  paidBody_one:
    'The payment went through and your ticket is ready. A confirmation is on its way by email.',
  paidBody_other:
    'The payment went through and your {{count}} tickets are ready. A confirmation is on its way by email.',
  pendingTitle: 'Waiting for the card payment service',
  pendingBody: 'Your payment is being confirmed. This page updates by itself.',
  notPaidTitle: 'Your booking was not paid',
  notPaidFallback: 'The payment was not completed. Nothing was charged.',
  showTickets: 'Show the tickets',
  backToEvent: 'Back to the event',
  orderNumber: 'Order number',
  amount: 'Amount',
};

export type EventPaymentTexts = typeof eventPaymentEn;
