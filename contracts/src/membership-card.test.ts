import { describe, expect, it } from 'vitest';
import { membershipCardCodeOf, membershipCardQrValue } from './membership-card.ts';

const code = '0123456789abcdef0123456789abcdef';

describe('a membership card’s QR code', () => {
  it('carries the card code behind a prefix the door tells from a ticket by', () => {
    expect(membershipCardQrValue(code)).toBe(`MEMBERSHIP:${code}`);
    expect(membershipCardCodeOf(membershipCardQrValue(code))).toBe(code);
    // Scanners may change the case or add a line end.
    expect(membershipCardCodeOf(`membership:${code.toUpperCase()}\n`)).toBe(code);
  });

  it('is not read into a ticket code or a malformed card', () => {
    expect(membershipCardCodeOf('aB3dE5fG7hJ9kL1mN3pQ5rS7')).toBeNull();
    expect(membershipCardCodeOf(code)).toBeNull();
    expect(membershipCardCodeOf('MEMBERSHIP:not-a-code')).toBeNull();
    expect(membershipCardCodeOf(`MEMBERSHIP:${code}0`)).toBeNull();
  });
});
