import type { Address } from '@portal/contracts/address';
import { countryCode } from '@portal/contracts/address-check';
import type { Language } from '@portal/contracts/language';
import type { PaymentLinkRequest } from './gateway.ts';

const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** A member's address as the card gateway takes it (checked complete before a payment starts). */
export function gatewayBillingAddress(address: Address): PaymentLinkRequest['BillingAddress'] {
  return {
    AddressLine1: address.addressLine1?.trim() ?? '',
    AddressLine2: optional(address.addressLine2),
    AddressLine3: optional(address.addressLine3),
    City: address.city?.trim() ?? '',
    PostCode: optional(address.postCode),
    Country: countryCode(address.country) ?? 0,
  };
}

/** The payment window speaks the language of the page that opened it. */
export function paymentWindowLanguage(
  language: Language | undefined,
): PaymentLinkRequest['EnforceLanguage'] {
  return language === 'en' ? 'en-US' : 'da-DK';
}
