import {
  declineReasons,
  savedCardGoneReason,
  unknownDeclineReason,
} from '@portal/contracts/payment-decline';
import { describe, expect, it } from 'vitest';
import { membershipsDa } from '#src/lib/i18n/memberships-texts.da.ts';
import { membershipsEn } from '#src/lib/i18n/memberships-texts.ts';

describe('the decline reasons shown on Payment Failed', () => {
  it('have an English text equal to the contract and a Danish one for every gateway code', () => {
    for (const reason of [...declineReasons, unknownDeclineReason, savedCardGoneReason]) {
      const key = reason.key as keyof typeof membershipsEn.decline;
      expect(membershipsEn.decline[key], reason.key).toBe(reason.message);
      expect(membershipsDa.decline[key], reason.key).toBeTruthy();
    }
  });
});
