import type {
  OrganisationSettings,
  UpdateOrganisationSettingsInput,
} from '@portal/contracts/administration';
import { updateOrganisationSettingsInputSchema } from '@portal/contracts/administration';
import { controlCharactersMessage } from '@portal/contracts/control-characters';
import { ApiError } from '#src/lib/api-error.ts';
import type { AdministrationTexts } from '../i18n/administration-texts.ts';

/** What the form holds: every field as text, "enabled" as "true" or "false". */
export interface SettingsFormValues {
  name: string;
  address: string;
  cvrNumber: string;
  contactEmail: string;
  enabled: string;
  renewalNoticeDays: string;
}

type Errors = Partial<Record<string, string>>;
export type SettingsErrorKey = keyof AdministrationTexts['errors'];

export function toFormValues(settings: OrganisationSettings): SettingsFormValues {
  return {
    name: settings.name,
    address: settings.address ?? '',
    cvrNumber: settings.cvrNumber ?? '',
    contactEmail: settings.contactEmail ?? '',
    enabled: String(settings.enabled),
    renewalNoticeDays: String(settings.renewalNoticeDays),
  };
}

/**
 * The PUT body: a blank field clears it (the schema turns blanks into null). Days that are not a
 * number travel as NaN, which the schema refuses with the field's message.
 */
export function toSettingsInput(values: SettingsFormValues): UpdateOrganisationSettingsInput {
  const days = values.renewalNoticeDays.trim();
  return {
    ...values,
    enabled: values.enabled === 'true',
    renewalNoticeDays: days === '' ? Number.NaN : Number(days),
  };
}

/** Checked with the shared schema; the first message per field is shown at the field. */
export function validateSettings(values: SettingsFormValues): Errors {
  const result = updateOrganisationSettingsInputSchema.safeParse(toSettingsInput(values));
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The field errors of a server 400, keyed like the form. */
export function serverSettingsErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {};
  const errors: Errors = {};
  for (const item of error.problem?.errors ?? []) errors[item.field] ??= item.message;
  return errors;
}

/** The schema's and the server's messages, as the page words them in its language. */
export function errorKeyOf(field: string, message: string): SettingsErrorKey {
  if (message === 'is required') return 'required';
  if (message.startsWith('must be at most')) return 'tooLong';
  if (message === controlCharactersMessage) return 'controlCharacters';
  if (field === 'cvrNumber') return 'cvr';
  if (field === 'renewalNoticeDays') return 'noticeDays';
  if (field === 'contactEmail') {
    if (message === 'no member has this email') return 'contactNotMember';
    return message.startsWith('is not a member or administrator')
      ? 'contactNotInOrganisation'
      : 'email';
  }
  return 'invalid';
}
