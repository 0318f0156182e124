import { describe, expect, it } from 'vitest';
import { validateCardPayments } from './card-payments-card.tsx';

const sandbox = { provider: 'sandbox' as const, testMode: true, apiKeySetAt: null };
const freepay = {
  provider: 'freepay' as const,
  testMode: true,
  apiKeySetAt: '2026-11-01T10:00:00Z',
};

describe('checking the card payment settings', () => {
  it('asks for the Freepay key only when Freepay has none yet', () => {
    const values = { provider: 'freepay', testMode: 'true', apiKey: '' };
    expect(validateCardPayments(values, sandbox)).toEqual({ apiKey: 'apiKeyRequired' });
    expect(validateCardPayments(values, freepay)).toEqual({});
  });

  it('refuses a key with spaces or too short, and no gateway at all', () => {
    expect(
      validateCardPayments(
        { provider: 'freepay', testMode: 'true', apiKey: 'a b c d e f' },
        sandbox,
      ),
    ).toEqual({ apiKey: 'apiKeyForm' });
    expect(
      validateCardPayments({ provider: 'freepay', testMode: 'true', apiKey: 'short' }, sandbox),
    ).toEqual({ apiKey: 'apiKeyForm' });
    expect(validateCardPayments({ provider: '', testMode: 'true', apiKey: '' }, sandbox)).toEqual({
      provider: 'required',
    });
  });

  it('accepts the sandbox and a well-formed key', () => {
    expect(
      validateCardPayments({ provider: 'sandbox', testMode: 'false', apiKey: '' }, freepay),
    ).toEqual({});
    expect(
      validateCardPayments(
        { provider: 'freepay', testMode: 'false', apiKey: 'fp-0123456789' },
        sandbox,
      ),
    ).toEqual({});
  });
});
