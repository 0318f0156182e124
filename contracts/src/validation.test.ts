import { describe, expect, it } from 'vitest';
import { emailSchema, isValidEmail, urlSchema } from './validation.ts';

describe('email check', () => {
  it('wants an at sign and a dotted domain', () => {
    expect(isValidEmail('anna@demo.test')).toBe(true);
    expect(isValidEmail('anna@localhost')).toBe(false);
    expect(isValidEmail('anna.demo.test')).toBe(false);
    expect(isValidEmail('an na@demo.test')).toBe(false);
  });

  it('says Invalid email address and lower-cases a good one', () => {
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('Invalid email address');
    expect(emailSchema.parse(' Anna@Demo.Test ')).toBe('anna@demo.test');
  });

  it('says Invalid URL for a bad link', () => {
    expect(urlSchema.safeParse('not a url').error?.issues[0]?.message).toBe('Invalid URL');
  });
});
