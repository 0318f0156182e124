import { z } from 'zod';

/**
 * The one price function (DESIGN.md, "Rules that the spec leaves open"): per participant
 * price + price × vatRate / 100 + surcharge, in minor units (øre), the VAT rounded half up. The
 * server charges what this says and the receipt and the summary screen show the same breakdown.
 */

export interface PriceInput {
  /** Minor units (øre). */
  membershipPrice: number;
  /** Percent with at most two decimals, as a number or as the database's numeric text ("25.00"). */
  vatRate: number | string;
  /** Minor units (øre). */
  membershipSurcharge: number;
}

export const participantPriceSchema = z.object({
  /** Minor units, before VAT. */
  price: z.number().int().nonnegative(),
  vat: z.number().int().nonnegative(),
  surcharge: z.number().int().nonnegative(),
  /** price + vat + surcharge. */
  total: z.number().int().nonnegative(),
});
export type ParticipantPrice = z.infer<typeof participantPriceSchema>;

function checkMinorUnits(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be whole, non-negative minor units`);
  }
}

/**
 * The rate in hundredths of a percent (25 → 2500, "12.50" → 1250), so the VAT is computed in
 * integers: a binary float would turn 0.5 øre into 0.49999… and round it the wrong way.
 */
export function vatRateInHundredths(rate: number | string): number {
  let hundredths: number;
  if (typeof rate === 'string') {
    const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(rate);
    if (!match) throw new RangeError(`VAT rate ${JSON.stringify(rate)} is not a percentage`);
    hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  } else {
    hundredths = Math.round(rate * 100);
    if (!Number.isFinite(rate) || Math.abs(rate * 100 - hundredths) > 1e-6) {
      throw new RangeError(`VAT rate ${rate} has more than two decimals`);
    }
  }
  if (hundredths < 0 || hundredths > 10_000) {
    throw new RangeError('VAT rate must be between 0 and 100 percent');
  }
  return hundredths;
}

/** The price of one participant's membership, with its breakdown. */
export function participantPrice(input: PriceInput): ParticipantPrice {
  checkMinorUnits(input.membershipPrice, 'membershipPrice');
  checkMinorUnits(input.membershipSurcharge, 'membershipSurcharge');
  const rate = vatRateInHundredths(input.vatRate);
  // Half up: add half the divisor before the integer division (all terms are non-negative).
  const vat = Math.floor((input.membershipPrice * rate + 5_000) / 10_000);
  return {
    price: input.membershipPrice,
    vat,
    surcharge: input.membershipSurcharge,
    total: input.membershipPrice + vat + input.membershipSurcharge,
  };
}

/** The sum of several participants' prices, column by column. */
export function sumPrices(prices: readonly ParticipantPrice[]): ParticipantPrice {
  return prices.reduce(
    (sum, line) => ({
      price: sum.price + line.price,
      vat: sum.vat + line.vat,
      surcharge: sum.surcharge + line.surcharge,
      total: sum.total + line.total,
    }),
    { price: 0, vat: 0, surcharge: 0, total: 0 },
  );
}
