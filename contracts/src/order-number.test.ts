import { describe, expect, it } from 'vitest';
import { eventOrderNumber, gatewayOrderNumber, membershipOrderNumber } from './order-number.ts';

const memberId = '0f8e6a52-5d1c-4b7e-9a3f-2c4d6e8fa1b3';

describe('membership order numbers', () => {
  it('is the first 5 of the org key, -M-, the last 11 of the member id', () => {
    expect(membershipOrderNumber('ROWING', memberId)).toBe('ROWIN-M-c4d6e8fa1b3');
    expect(membershipOrderNumber('ROWING', memberId)).toBe(`ROWIN-M-${memberId.slice(-11)}`);
    expect(membershipOrderNumber('ROWING', memberId)).toHaveLength(19);
  });

  it('keeps a short key whole', () => {
    expect(membershipOrderNumber('CHESS', memberId)).toBe('CHESS-M-c4d6e8fa1b3');
    expect(membershipOrderNumber('AB', memberId)).toBe('AB-M-c4d6e8fa1b3');
  });

  it('uses the fallback word when there is no key', () => {
    expect(membershipOrderNumber(null, memberId)).toBe('CLUB-M-c4d6e8fa1b3');
    expect(membershipOrderNumber('  ', memberId)).toBe('CLUB-M-c4d6e8fa1b3');
  });

  it('gives the gateway a number of the same shape, new for every payment', () => {
    const numbers = new Set(Array.from({ length: 100 }, () => gatewayOrderNumber('ROWING')));
    expect(numbers.size).toBe(100);
    for (const number of numbers) expect(number).toMatch(/^ROWIN-M-[A-Z0-9]{11}$/);
    expect(gatewayOrderNumber(undefined)).toMatch(/^CLUB-M-[A-Z0-9]{11}$/);
  });
});

describe('event order numbers', () => {
  it('are IZY-EVE- and the last 12 characters of the return token (SPEC.md section 9)', () => {
    const token = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123';
    expect(eventOrderNumber(token)).toBe('IZY-EVE-CDEFGHIJ0123');
  });
});
