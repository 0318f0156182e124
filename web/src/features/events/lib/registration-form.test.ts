import { describe, expect, it } from 'vitest';
import {
  registrationProblem,
  toRegistrationInput,
  validateRegistration,
} from './registration-form.ts';

const valid = { name: 'Karen Guest', email: 'karen@example.dk', quantity: '2' };

describe('validateRegistration', () => {
  it('accepts a name, an email and 1 to 20 places', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(validateRegistration({ ...valid, quantity: '20' })).toEqual({});
  });

  it('rejects a bad email with the words of SPEC.md', () => {
    expect(validateRegistration({ ...valid, email: 'karen@example' }).email).toBe(
      'Invalid email address',
    );
  });

  it('rejects a missing name and a quantity outside 1 to 20 or not whole', () => {
    const errors = validateRegistration({ name: '  ', email: valid.email, quantity: '21' });
    expect(errors.name).toBe('is required');
    expect(errors.quantity).toBe('must be at most 20');
    expect(validateRegistration({ ...valid, quantity: '0' }).quantity).toBeDefined();
    expect(validateRegistration({ ...valid, quantity: '1.5' }).quantity).toBeDefined();
    expect(validateRegistration({ ...valid, quantity: '' }).quantity).toBeDefined();
  });
});

describe('toRegistrationInput', () => {
  it('turns the typed quantity into a number', () => {
    expect(toRegistrationInput(valid)).toEqual({ ...valid, quantity: 2 });
  });
});

describe('registrationProblem', () => {
  it('maps the schema’s messages to texts the page words', () => {
    expect(registrationProblem('email', 'Invalid email address')).toEqual({ key: 'invalidEmail' });
    expect(registrationProblem('name', 'is required')).toEqual({
      key: 'register.errors.required',
    });
    expect(registrationProblem('name', 'must be at most 100 characters')).toEqual({
      key: 'register.errors.tooLong',
      max: 100,
    });
    expect(registrationProblem('quantity', 'must be at least 1')).toEqual({
      key: 'register.errors.quantity',
      max: 20,
    });
  });
});
