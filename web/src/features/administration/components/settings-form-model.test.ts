import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api-error.ts';
import {
  errorKeyOf,
  serverSettingsErrors,
  toFormValues,
  toSettingsInput,
  validateSettings,
} from './settings-form-model.ts';

const settings = {
  key: 'ROWING',
  name: 'Aarhus Roklub',
  address: null,
  cvrNumber: null,
  contactEmail: 'admin@demo.test',
  logo: null,
  enabled: true,
  renewalNoticeDays: 14,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

describe('the organisation settings form', () => {
  it('holds every setting as text and sends them back as the call takes them', () => {
    const values = toFormValues(settings);
    expect(values).toEqual({
      name: 'Aarhus Roklub',
      address: '',
      cvrNumber: '',
      contactEmail: 'admin@demo.test',
      enabled: 'true',
      renewalNoticeDays: '14',
    });
    expect(toSettingsInput({ ...values, enabled: 'false' })).toMatchObject({
      enabled: false,
      renewalNoticeDays: 14,
    });
    expect(validateSettings(values)).toEqual({});
  });

  it('names the fields the shared schema refuses, and words them by field', () => {
    const errors = validateSettings({
      ...toFormValues(settings),
      name: ' ',
      cvrNumber: '12',
      contactEmail: 'nope',
    });
    expect(Object.keys(errors).sort()).toEqual(['contactEmail', 'cvrNumber', 'name']);
    expect(errorKeyOf('name', errors.name ?? '')).toBe('required');
    expect(errorKeyOf('cvrNumber', errors.cvrNumber ?? '')).toBe('cvr');
    expect(errorKeyOf('contactEmail', errors.contactEmail ?? '')).toBe('email');
    expect(errorKeyOf('contactEmail', 'no member has this email')).toBe('contactNotMember');
    const address = validateSettings({ ...toFormValues(settings), address: 'Vej 1\u0007' }).address;
    expect(errorKeyOf('address', address ?? '')).toBe('controlCharacters');
  });

  it('takes the field errors of a server refusal', () => {
    const refusal = new ApiError('http', 400, 'bad', {
      problem: {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        errors: [{ field: 'contactEmail', message: 'no member has this email' }],
      },
    });
    expect(serverSettingsErrors(refusal)).toEqual({ contactEmail: 'no member has this email' });
    expect(serverSettingsErrors(new Error('x'))).toEqual({});
  });
});

describe('the days between a renewal notice and its charge', () => {
  it('takes a whole number of days from 1 to 60', () => {
    const values = toFormValues(settings);
    for (const days of ['1', '60', ' 30 ']) {
      expect(validateSettings({ ...values, renewalNoticeDays: days })).toEqual({});
    }
    for (const days of ['0', '61', '7.5', '', 'two']) {
      const message = validateSettings({ ...values, renewalNoticeDays: days }).renewalNoticeDays;
      expect(message, days).toBeDefined();
      expect(errorKeyOf('renewalNoticeDays', message ?? '')).toBe('noticeDays');
    }
  });
});
