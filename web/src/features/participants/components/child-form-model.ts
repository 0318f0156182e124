import {
  type ChildParticipant,
  type CreateChildInput,
  createChildInputSchema,
} from '@portal/contracts/family';
import { ApiError } from '#src/lib/api-client.ts';

export interface ChildFormValues {
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  phone: string;
}

export type ChildFieldErrors = Partial<Record<keyof ChildFormValues, string>>;

export const emptyChild: ChildFormValues = {
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  phone: '',
};

export function childToValues(child: ChildParticipant): ChildFormValues {
  return {
    firstName: child.firstName,
    lastName: child.lastName,
    gender: child.gender ?? '',
    dateOfBirth: child.dateOfBirth ?? '',
    phone: child.phone ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** Blank optional fields are sent as null, which clears them when editing. */
export function toChildInput(values: ChildFormValues): CreateChildInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    gender: orNull(values.gender) as CreateChildInput['gender'],
    dateOfBirth: orNull(values.dateOfBirth),
    phone: orNull(values.phone),
  };
}

const isField = (name: string): name is keyof ChildFormValues => name in emptyChild;

/** The shared schema's messages at the fields; the full input is checked for add and edit. */
export function validateChild(values: ChildFormValues): ChildFieldErrors {
  const result = createChildInputSchema.safeParse(toChildInput(values));
  const errors: ChildFieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

export function childServerErrors(error: unknown): ChildFieldErrors {
  const errors: ChildFieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const item of error.problem?.errors ?? []) {
    const field = item.field.replace(/^body[./]/, '').split(/[./]/)[0] ?? '';
    if (isField(field)) errors[field] ??= item.message;
  }
  return errors;
}
