import { guestRegistrationInputSchema, maxBookingQuantity } from '@portal/contracts/event-entry';
import { invalidEmailMessage } from '@portal/contracts/validation';

export interface RegistrationValues {
  name: string;
  email: string;
  /** As typed; a number once it passes. */
  quantity: string;
}

type Field = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<Field, string>>;

/** A field's problem as a text key of the events namespace, with what the text needs. */
export type RegistrationProblem =
  | { key: 'register.errors.required' | 'register.errors.controlCharacters' }
  | { key: 'register.errors.tooLong'; max: number }
  | { key: 'register.errors.quantity'; max: number }
  | { key: 'invalidEmail' };

const nameMaxLength = 100;

export const toRegistrationInput = (values: RegistrationValues) => ({
  name: values.name,
  email: values.email,
  quantity: values.quantity.trim() === '' ? Number.NaN : Number(values.quantity),
});

/** The schema the server checks with: both sides accept the same registrations. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const result = guestRegistrationInputSchema.safeParse(toRegistrationInput(values));
  const errors: RegistrationErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field === 'name' || field === 'email' || field === 'quantity') {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/** The shared schema words its messages in English for the API; the page words them itself. */
export function registrationProblem(field: Field, message: string): RegistrationProblem {
  // SPEC.md section 5 gives the email message its exact words, in every language.
  if (field === 'email') return { key: 'invalidEmail' };
  if (field === 'quantity') return { key: 'register.errors.quantity', max: maxBookingQuantity };
  if (message.startsWith('must be at most')) {
    return { key: 'register.errors.tooLong', max: nameMaxLength };
  }
  if (message.includes('control characters')) return { key: 'register.errors.controlCharacters' };
  return { key: 'register.errors.required' };
}

export const emailErrorText = invalidEmailMessage;
