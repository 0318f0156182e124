import { describe, expect, it } from 'vitest';
import { cardTypeOf, checkCard, maskPan, passesLuhn } from './sandbox-cards.ts';

const now = new Date('2026-05-15T12:00:00Z');
const form = {
  cardNumber: '4111 1111 1111 1111',
  expiry: '12/29',
  cvc: '123',
  cardholderName: 'Anna Jensen',
};

describe('sandbox card checks', () => {
  it('knows valid card numbers by their Luhn digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41x1')).toBe(false);
  });

  it('approves the approving test card and declines the declining one with reason 6', () => {
    expect(checkCard(form, now)).toMatchObject({
      ok: true,
      digits: '4111111111111111',
      outcome: { approved: true },
    });
    expect(checkCard({ ...form, cardNumber: '4000-0000-0000-0002' }, now)).toMatchObject({
      ok: true,
      outcome: { approved: false, gatewayReason: 6 },
    });
  });

  it('gives the expiry as MM/YY, the form a gateway reports a saved card in', () => {
    expect(checkCard({ ...form, expiry: '3/2029' }, now)).toMatchObject({ expiry: '03/29' });
    expect(checkCard({ ...form, expiry: '0729' }, now)).toMatchObject({ expiry: '07/29' });
    expect(checkCard({ ...form, cardNumber: '4000 0000 0000 0341' }, now)).toMatchObject({
      outcome: { approved: true },
      card: { laterChargesDeclined: 7 },
    });
  });

  it('names every problem at once', () => {
    expect(checkCard({ cardNumber: '', expiry: '', cvc: '', cardholderName: ' ' }, now)).toEqual({
      ok: false,
      problems: {
        cardNumber: 'required',
        expiry: 'required',
        cvc: 'required',
        cardholderName: 'required',
      },
    });
    expect(
      checkCard(
        { cardNumber: '4111 1111 1111 1112', expiry: '13/30', cvc: '12', cardholderName: 'A' },
        now,
      ),
    ).toEqual({
      ok: false,
      problems: { cardNumber: 'cardNumberInvalid', expiry: 'expiryFormat', cvc: 'cvcFormat' },
    });
  });

  it('takes only the test cards, even when a number is valid', () => {
    expect(checkCard({ ...form, cardNumber: '5555 5555 5555 4444' }, now)).toEqual({
      ok: false,
      problems: { cardNumber: 'cardNumberNotTest' },
    });
  });

  it('accepts this month and any later expiry, refuses earlier ones', () => {
    expect(checkCard({ ...form, expiry: '05/26' }, now).ok).toBe(true);
    expect(checkCard({ ...form, expiry: '5/2026' }, now).ok).toBe(true);
    expect(checkCard({ ...form, expiry: '0130' }, now).ok).toBe(true);
    expect(checkCard({ ...form, expiry: '04/26' }, now)).toMatchObject({
      problems: { expiry: 'expiryPast' },
    });
    expect(checkCard({ ...form, expiry: '12/99' }, now)).toMatchObject({
      problems: { expiry: 'expiryFormat' },
    });
  });

  it('takes any CVC of three or four digits', () => {
    expect(checkCard({ ...form, cvc: '0000' }, now).ok).toBe(true);
    expect(checkCard({ ...form, cvc: '12345' }, now)).toMatchObject({
      problems: { cvc: 'cvcFormat' },
    });
  });

  it('masks all but the first six and last four digits', () => {
    expect(maskPan('4111111111111111')).toBe('411111******1111');
    expect(cardTypeOf('4111111111111111')).toBe('Visa');
    expect(cardTypeOf('5555555555554444')).toBe('Mastercard');
  });
});
