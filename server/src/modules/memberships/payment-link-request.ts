import type { PurchaseInput } from '@portal/contracts/membership';
import { gatewayBillingAddress, paymentWindowLanguage } from '#src/lib/payments/payment-window.ts';
import type { PaymentLinkRequest } from '#src/lib/payments/gateway.ts';
import type { PaymentConfigurationRow } from '#src/modules/organisations/organisations.service.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import type { PaymentRow } from './payments.repository.ts';
import type { PurchasePlan } from './purchase-plan.ts';

/** The billing address as one line, as the payment record keeps it. */
export function billingAddressText(address: PurchasePlan['payer']['address']): string {
  return [
    address.addressLine1,
    address.addressLine2,
    address.addressLine3,
    `${address.postCode ?? ''} ${address.city ?? ''}`.trim(),
    address.country,
  ]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

/**
 * The card payment request of SPEC.md section 3: the return URLs carry the return token, the
 * callback URL its own token (INTEGRATIONS.md: the callback is unsigned).
 */
export function linkRequest(
  deps: PaymentDeps,
  plan: PurchasePlan,
  payment: PaymentRow,
  input: PurchaseInput,
  configuration: PaymentConfigurationRow,
): PaymentLinkRequest {
  const { publicUrl } = deps.config;
  const { address } = plan.payer;
  const token = encodeURIComponent(payment.returnToken);
  // "Renew automatically" on any line: the window saves the card for next year's charge.
  const saveCard = plan.lines.some((line) => line.autoRenewal);
  return {
    Amount: payment.paymentTotal,
    Currency: payment.currency,
    OrderNumber: payment.gatewayOrderNumber,
    CustomerAcceptUrl: `${publicUrl}/ui/membership/confirm?token=${token}`,
    CustomerDeclineUrl: `${publicUrl}/ui/membership/decline?token=${token}`,
    ServerCallbackUrl: `${publicUrl}/member/api/v1/payment/${configuration.provider}/callback/${payment.callbackToken}`,
    BillingAddress: gatewayBillingAddress(address),
    CustomerEmail: plan.payer.email ?? undefined,
    EnforceLanguage: paymentWindowLanguage(input.language),
    ...(saveCard ? { SaveCard: true } : {}),
    Options: {
      TestMode: configuration.testMode,
      ...(saveCard ? { RequestSubscriptionWithAuthorization: true } : {}),
    },
  };
}
