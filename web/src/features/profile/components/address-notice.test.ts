import { describe, expect, it } from 'vitest';
import { addressNotices } from './address-notice.ts';

const texts = {
  incomplete: 'Please complete your profile to continue.',
  editLink: 'Edit profile here',
};
const good = {
  addressLine1: 'Vestergade 1',
  city: 'Aarhus',
  postCode: '8000',
  country: 'Denmark',
};

describe('addressNotices', () => {
  it('shows nothing for a usable address', () => {
    expect(addressNotices(good, texts)).toEqual([]);
  });

  it.each([
    ['no address', null],
    ['a missing city', { ...good, city: '' }],
    ['a letter in the postcode', { ...good, postCode: '80A0' }],
    ['another country', { ...good, country: 'Germany' }],
  ])('shows one non-closable notice and the link for %s', (_case, address) => {
    const [notice, link] = addressNotices(address, texts);
    expect(notice).toMatchObject({
      type: 'error',
      closable: false,
      message: 'Please complete your profile to continue.',
    });
    expect(notice?.autoCloseTime).toBeUndefined();
    expect(link).toMatchObject({
      autoCloseTime: 15_000,
      exclude: ['memberships'],
      message: '<a href="/edit-profile">Edit profile here</a>',
    });
  });
});
