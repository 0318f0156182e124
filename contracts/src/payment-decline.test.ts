import { describe, expect, it } from 'vitest';
import {
  declineInfoSchema,
  declineReasonFor,
  declineReasons,
  describeDecline,
  gatewayStatusNames,
  unknownDeclineReason,
} from './payment-decline.ts';

describe('decline reasons', () => {
  it('covers every gateway status code from 0 to 22 once, in order', () => {
    expect(declineReasons.map((reason) => reason.code)).toEqual(
      Array.from({ length: 23 }, (_, index) => index),
    );
  });

  it('keeps the gateway names of INTEGRATIONS.md', () => {
    expect(gatewayStatusNames[0]).toBe('Success');
    expect(gatewayStatusNames[6]).toBe('IssuerDeclined');
    expect(gatewayStatusNames[12]).toBe('InvalidCsc');
    expect(gatewayStatusNames[22]).toBe('IssuerInternalError');
  });

  it('gives each code a sentence and a unique stable key', () => {
    const keys = declineReasons.map((reason) => reason.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const reason of declineReasons) {
      expect(reason.key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(reason.message).toMatch(/^[A-Z].+\.$/);
      expect(reason.message).not.toContain(String(reason.code));
    }
  });

  it('says insufficient funds in words', () => {
    expect(declineReasonFor(7).message).toBe('Your card has insufficient funds.');
  });

  it('reads the code from a query parameter', () => {
    expect(declineReasonFor('6')).toMatchObject({ code: 6, key: 'issuerDeclined' });
    expect(declineReasonFor(' 11 ')).toMatchObject({ code: 11, key: 'cardExpired' });
  });

  it('falls back to a general sentence for unknown, missing or malformed codes', () => {
    for (const code of [23, -1, '99', 'abc', '6.5', '', null, undefined]) {
      expect(declineReasonFor(code)).toBe(unknownDeclineReason);
    }
  });

  it('describes a decline from the decline URL parameters', () => {
    const info = declineInfoSchema.parse({ gatewayreason: '7', acquirer: '255' });
    expect(describeDecline(info).key).toBe('insufficientFunds');
    expect(describeDecline({}).key).toBe('unknown');
  });
});
