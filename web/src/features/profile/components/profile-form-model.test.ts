import { addressProblems } from '@portal/contracts/address-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-client.ts';
import {
  formFieldOf,
  type ProfileFormValues,
  serverFieldErrors,
  toProfileInput,
  validateProfile,
} from './profile-form-model.ts';

const values: ProfileFormValues = {
  firstName: 'Anna',
  lastName: 'Jensen',
  phone: '+45 20 12 34 56',
  gender: 'female',
  dateOfBirth: '1990-04-01',
  preferredLanguage: 'en',
  addressLine1: 'Vestergade 1',
  addressLine2: '',
  addressLine3: '',
  city: 'Aarhus',
  postCode: '8000',
  country: 'Denmark',
};

describe('the profile form', () => {
  it('accepts a complete profile', () => {
    expect(validateProfile(values)).toEqual({});
  });

  it('puts the address check messages at the address fields', () => {
    expect(validateProfile({ ...values, postCode: '80x0', city: '' })).toMatchObject({
      postCode: addressProblems.postCodeNotNumeric,
      city: addressProblems.city,
    });
  });

  it('rejects a country other than Denmark, Sweden or Norway', () => {
    expect(validateProfile({ ...values, country: 'Germany' }).country).toBe(
      addressProblems.country,
    );
  });

  it('marks a missing first name and a phone not in international form', () => {
    const errors = validateProfile({ ...values, firstName: ' ', phone: '2012' });
    expect(errors.firstName).toBeDefined();
    expect(errors.phone).toBeDefined();
  });

  it('sends blank optional fields as null and a blank address as none', () => {
    const blank = { ...values, phone: '', gender: '', addressLine1: '', city: '', postCode: '' };
    expect(toProfileInput({ ...blank, country: '' })).toMatchObject({
      phone: null,
      gender: null,
      address: null,
    });
  });

  it('shows the server field errors at the fields', () => {
    const error = new ApiError('http', 400, 'bad', {
      problem: {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        errors: [{ field: 'body.address.postCode', message: 'numeric only' }],
      },
    });
    expect(serverFieldErrors(error)).toEqual({ postCode: 'numeric only' });
    expect(formFieldOf('phone')).toBe('phone');
  });
});
