import { describe, expect, it } from 'vitest';
import { checkAddress, countryCode, normaliseCountry } from './address-check.ts';

const complete = {
  addressLine1: 'Strandvejen 12',
  city: 'Aarhus C',
  postCode: '8000',
  country: 'Denmark',
};

describe('the address check before payment', () => {
  it('passes a complete Danish address', () => {
    expect(checkAddress(complete)).toEqual([]);
  });

  it('says the address is missing when there is none', () => {
    const missing = 'Address is missing. Please add your address in profile to proceed.';
    expect(checkAddress(null)).toEqual([missing]);
    expect(checkAddress(undefined)).toEqual([missing]);
    expect(checkAddress({ addressLine1: ' ', city: null })).toEqual([missing]);
  });

  it('names a missing first line', () => {
    expect(checkAddress({ ...complete, addressLine1: '' })).toEqual([
      'Address Line 1 is missing. Please provide a valid address in profile.',
    ]);
  });

  it('names a missing city', () => {
    expect(checkAddress({ ...complete, city: null })).toEqual([
      'City is missing. Please provide a valid city in profile.',
    ]);
  });

  it('names a missing postcode', () => {
    expect(checkAddress({ ...complete, postCode: '  ' })).toEqual([
      'Postcode is missing. Please provide a valid postcode in profile.',
    ]);
  });

  it('refuses a country outside Denmark, Sweden and Norway', () => {
    const invalid = 'Country is invalid or missing. Please select a valid country in profile.';
    expect(checkAddress({ ...complete, country: 'Germany' })).toEqual([invalid]);
    expect(checkAddress({ ...complete, country: undefined })).toEqual([invalid]);
  });

  it('refuses a postcode that is not numeric', () => {
    expect(checkAddress({ ...complete, postCode: 'DK-8000' })).toEqual([
      'Postcode is invalid. Please use numeric values only.',
    ]);
  });

  it('lists every problem at once, in the order of the spec', () => {
    expect(checkAddress({ addressLine2: 'c/o Hansen', postCode: 'abc' })).toHaveLength(4);
  });

  it('accepts the country names in any case, and DK', () => {
    expect(normaliseCountry('dk')).toBe('Denmark');
    expect(normaliseCountry('NORWAY')).toBe('Norway');
    expect(normaliseCountry('sweden')).toBe('Sweden');
  });

  it('maps the countries to ISO 3166 numeric codes for the gateway', () => {
    expect(countryCode('Denmark')).toBe(208);
    expect(countryCode('Norway')).toBe(578);
    expect(countryCode('Sweden')).toBe(752);
    expect(countryCode('Iceland')).toBeNull();
  });
});
