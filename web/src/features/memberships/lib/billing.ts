import { checkAddress } from '@portal/contracts/address-check';
import type { PurchasePreview } from '@portal/contracts/membership';
import type { Member } from '@portal/contracts/member';
import { fullName } from '@portal/contracts/member-fields';

export type Billing = PurchasePreview['billing'];

/**
 * The billing details as the server will take them from the profile, with the same address check
 * (contracts/address), so the page can show them and block payment before anything is chosen.
 */
export function billingFromMember(member: Member): Billing {
  const address = member.address;
  return {
    name: fullName(member),
    email: member.email ?? '',
    phone: member.phone,
    addressLine1: address?.addressLine1 ?? null,
    addressLine2: address?.addressLine2 ?? null,
    addressLine3: address?.addressLine3 ?? null,
    city: address?.city ?? null,
    postCode: address?.postCode ?? null,
    country: address?.country ?? null,
    addressProblems: checkAddress(address),
  };
}
