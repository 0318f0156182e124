import { z } from 'zod';
import { singleLineText } from './text.ts';

export const invalidEmailMessage = 'Invalid email address';
export const invalidUrlMessage = 'Invalid URL';

/** SPEC.md section 5: an at sign and a dotted domain. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailSchema = singleLineText()
  .trim()
  .max(254, invalidEmailMessage)
  .regex(emailPattern, invalidEmailMessage)
  .transform((email) => email.toLowerCase());

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export const urlSchema = z.url({ error: invalidUrlMessage });
