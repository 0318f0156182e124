import type { MembershipType } from '@portal/contracts/membership-types';
import { describe, expect, it } from 'vitest';
import {
  emptyTypeValues,
  makesNewVersion,
  toTypeInput,
  typeValuesOf,
  validateType,
} from './membership-type-form-model.ts';

const filled = { ...emptyTypeValues(2027), name: 'Senior', price: '1.200,00', vatRate: '25' };

const sold: MembershipType = {
  id: '6d3e2f10-5a4b-4c3d-9e8f-7a6b5c4d3e2f',
  name: 'Senior',
  membershipPrice: 120_000,
  vatRate: 25,
  membershipSurcharge: 0,
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  offerStartDate: null,
  state: 'offered',
  retiredAt: null,
  replacesId: null,
  soldCount: 3,
  price: { price: 120_000, vat: 30_000, surcharge: 0, total: 150_000 },
};

describe('the membership type form', () => {
  it('sends kroner as øre and a blank offer start as none', () => {
    expect(toTypeInput(filled)).toEqual({
      errors: {},
      input: {
        name: 'Senior',
        membershipPrice: 120_000,
        vatRate: 25,
        membershipSurcharge: 0,
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        offerStartDate: null,
      },
    });
  });

  it('names each field in error', () => {
    expect(
      validateType({ ...filled, name: ' ', price: 'abc', vatRate: '125', surcharge: '-1' }),
    ).toEqual({
      name: 'required',
      price: 'amount',
      vatRate: 'vatRate',
      surcharge: 'amount',
    });
    expect(validateType({ ...filled, endDate: '2026-12-31' })).toEqual({
      endDate: 'endAfterStart',
    });
    expect(validateType({ ...filled, offerStartDate: '2028-01-01' })).toEqual({
      offerStartDate: 'offerBeforeEnd',
    });
    expect(validateType({ ...filled, price: '' })).toEqual({ price: 'required' });
  });

  it('says when saving a bought type makes a new version', () => {
    const values = typeValuesOf(sold, 'da');
    expect(values.price).toBe('1200,00');
    expect(makesNewVersion(sold, values)).toBe(false);
    expect(makesNewVersion(sold, { ...values, name: 'Seniors' })).toBe(false);
    expect(makesNewVersion(sold, { ...values, price: '1300' })).toBe(true);
    expect(makesNewVersion({ ...sold, soldCount: 0 }, { ...values, price: '1300' })).toBe(false);
  });
});
