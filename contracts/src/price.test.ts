import { describe, expect, it } from 'vitest';
import { participantPrice, sumPrices, vatRateInHundredths } from './price.ts';

describe('the membership price', () => {
  // Worked by hand: 1200 DKK + 25 % VAT (300 DKK) + 15 DKK surcharge = 1515.00 DKK.
  it('prices ROWING Adult at 1515.00 DKK', () => {
    expect(
      participantPrice({ membershipPrice: 120_000, vatRate: '25.00', membershipSurcharge: 1_500 }),
    ).toEqual({ price: 120_000, vat: 30_000, surcharge: 1_500, total: 151_500 });
  });

  // 600 DKK + 150 DKK + 15 DKK = 765.00 DKK.
  it('prices ROWING Junior at 765.00 DKK', () => {
    expect(
      participantPrice({ membershipPrice: 60_000, vatRate: 25, membershipSurcharge: 1_500 }),
    ).toEqual({ price: 60_000, vat: 15_000, surcharge: 1_500, total: 76_500 });
  });

  it('sums Adult and Junior to 2280.00 DKK, the card amount 228000 øre', () => {
    const adult = participantPrice({
      membershipPrice: 120_000,
      vatRate: 25,
      membershipSurcharge: 1_500,
    });
    const junior = participantPrice({
      membershipPrice: 60_000,
      vatRate: 25,
      membershipSurcharge: 1_500,
    });
    expect(sumPrices([adult, junior])).toEqual({
      price: 180_000,
      vat: 45_000,
      surcharge: 3_000,
      total: 228_000,
    });
  });

  it('charges no VAT at rate 0 (CHESS Standard 450.00 DKK)', () => {
    expect(
      participantPrice({ membershipPrice: 45_000, vatRate: '0', membershipSurcharge: 0 }).total,
    ).toBe(45_000);
  });

  it('rounds the VAT half up in øre', () => {
    // 2 øre × 25 % = 0.5 øre → 1; 10 øre × 25 % = 2.5 → 3; 1 øre × 12.5 % = 0.125 → 0.
    expect(participantPrice({ membershipPrice: 2, vatRate: 25, membershipSurcharge: 0 }).vat).toBe(
      1,
    );
    expect(participantPrice({ membershipPrice: 10, vatRate: 25, membershipSurcharge: 0 }).vat).toBe(
      3,
    );
    expect(
      participantPrice({ membershipPrice: 1, vatRate: '12.5', membershipSurcharge: 0 }).vat,
    ).toBe(0);
    // 4 øre × 12.5 % = 0.5 øre → 1; 999 øre × 12.34 % = 123.2766 → 123.
    expect(
      participantPrice({ membershipPrice: 4, vatRate: 12.5, membershipSurcharge: 0 }).vat,
    ).toBe(1);
    expect(
      participantPrice({ membershipPrice: 999, vatRate: '12.34', membershipSurcharge: 7 }),
    ).toEqual({ price: 999, vat: 123, surcharge: 7, total: 1_129 });
  });

  it('reads the rate exactly, as text or number', () => {
    expect(vatRateInHundredths('25.00')).toBe(2500);
    expect(vatRateInHundredths('12.5')).toBe(1250);
    expect(vatRateInHundredths(0.1)).toBe(10);
    expect(() => vatRateInHundredths('25.001')).toThrow(RangeError);
    expect(() => vatRateInHundredths(12.345)).toThrow(RangeError);
    expect(() => vatRateInHundredths(101)).toThrow(RangeError);
    expect(() => vatRateInHundredths('-5')).toThrow(RangeError);
  });

  it('refuses amounts that are not whole, non-negative minor units', () => {
    expect(() =>
      participantPrice({ membershipPrice: 10.5, vatRate: 25, membershipSurcharge: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      participantPrice({ membershipPrice: 100, vatRate: 25, membershipSurcharge: -1 }),
    ).toThrow(RangeError);
  });
});
