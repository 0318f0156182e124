import {
  contactMessageMaxLength,
  contactSubjectMaxLength,
  contactUsInputSchema,
} from '@portal/contracts/contact-us';
import { ApiError } from '#src/lib/api-error.ts';

export interface ContactFormValues {
  orgId: string;
  subject: string;
  message: string;
}

type Field = keyof ContactFormValues;
export type ContactFieldErrors = Partial<Record<Field, string>>;

/** What a field's problem is, in words the page translates. */
export type ContactFieldProblem =
  | { key: 'required' | 'chooseOrganisation' | 'controlCharacters' }
  | { key: 'tooLong'; max: number };

const maxLength: Record<Field, number> = {
  orgId: 36,
  subject: contactSubjectMaxLength,
  message: contactMessageMaxLength,
};

const isField = (name: string): name is Field => name in maxLength;

/** The shared schema's English messages (also the API's) as problems the page can word. */
export function problemOf(field: Field, message: string): ContactFieldProblem {
  if (field === 'orgId') return { key: 'chooseOrganisation' };
  if (message.startsWith('must be at most')) return { key: 'tooLong', max: maxLength[field] };
  if (message.includes('control characters')) return { key: 'controlCharacters' };
  return { key: 'required' };
}

/** The same schema the server checks with, so both sides agree on what is accepted. */
export function validateContactMessage(values: ContactFormValues): ContactFieldErrors {
  const result = contactUsInputSchema.safeParse(values);
  const errors: ContactFieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

export function contactServerErrors(error: unknown): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const item of error.problem?.errors ?? []) {
    const field = item.field.replace(/^body[./]/, '').split(/[./]/)[0] ?? '';
    if (isField(field)) errors[field] ??= item.message;
  }
  return errors;
}
