import { z } from 'zod';
import { multiLineText, singleLineText } from './text.ts';
import { emailSchema } from './validation.ts';

/** The club's side (issue 14): what an organisation's administrators see and change. */

export const organisationKeyParamsSchema = z.strictObject({
  orgKey: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,32}$/, 'must be an organisation key such as ROWING')
    .transform((value) => value.toUpperCase()),
});

/** A Danish CVR number: eight digits; spaces a person types are dropped. */
export const cvrNumberSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{8}$/, 'must be 8 digits'));

export const organisationSettingsSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** As printed on receipts, in one or more lines. */
  address: z.string().nullable(),
  cvrNumber: z.string().nullable(),
  /** The member who receives Contact Us messages. */
  contactEmail: z.string().nullable(),
  /** Where the logo is shown from (anyone may load it), or null without one. */
  logo: z.string().nullable(),
  enabled: z.boolean(),
  /** Days between an automatic renewal's notice and its charge. */
  renewalNoticeDays: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;
/** The logo's public address; a new logo gets a new address, so a cached old one is never shown. */
export function organisationLogoPath(orgKey: string, storedName: string): string {
  return `/org/api/v1/public/organisations/${encodeURIComponent(orgKey)}/logo?v=${storedName.slice(0, 8)}`;
}

export const organisationLogoParamsSchema = z.strictObject({
  orgKey: z.string().regex(/^[A-Za-z0-9_]{2,32}$/, 'must be an organisation key such as ROWING'),
});
export const organisationLogoQuerySchema = z.strictObject({
  /** Only there to give each logo its own address. */
  v: z
    .string()
    .regex(/^[0-9a-f-]{1,36}$/, 'must be the version in the logo’s address')
    .optional(),
});

export const organisationSettingsListSchema = z.array(organisationSettingsSchema);

const blankIsNone = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema,
  );

/** PUT admin/organisations/{orgKey}: fields left out keep their value; null clears one. */
export const updateOrganisationSettingsInputSchema = z
  .strictObject({
    name: singleLineText('is required')
      .trim()
      .min(1, 'is required')
      .max(100, 'must be at most 100 characters'),
    address: blankIsNone(
      multiLineText().trim().max(300, 'must be at most 300 characters').nullable(),
    ),
    cvrNumber: blankIsNone(cvrNumberSchema.nullable()),
    contactEmail: blankIsNone(emailSchema.nullable()),
    enabled: z.boolean('must be true or false'),
    renewalNoticeDays: z
      .number('must be a number of days')
      .int('must be a whole number of days')
      .min(1, 'must be between 1 and 60 days')
      .max(60, 'must be between 1 and 60 days'),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'give at least one field to change');
export type UpdateOrganisationSettingsInput = z.input<typeof updateOrganisationSettingsInputSchema>;

export const administratorSchema = z.object({
  email: z.string(),
  name: z.string(),
  since: z.iso.datetime(),
});
export type Administrator = z.infer<typeof administratorSchema>;

/** With an outside identity provider, roles are given there: the portal shows where. */
export const administratorsSchema = z.object({
  editable: z.boolean(),
  issuer: z.string().nullable(),
  administrators: z.array(administratorSchema),
});
export type Administrators = z.infer<typeof administratorsSchema>;

export const addAdministratorInputSchema = z.strictObject({ email: emailSchema });
export type AddAdministratorInput = z.input<typeof addAdministratorInputSchema>;

export const administratorParamsSchema = organisationKeyParamsSchema.extend({
  email: emailSchema,
});

export const paymentProviderSchema = z.enum(['sandbox', 'freepay'], 'must be sandbox or freepay');

/** How the organisation takes card payments; the Freepay API key itself never leaves the server. */
export const cardPaymentSettingsSchema = z.object({
  /** Null while the organisation has no payment configuration: it cannot take payments. */
  provider: paymentProviderSchema.nullable(),
  testMode: z.boolean(),
  /** When the Freepay API key in use was set. */
  apiKeySetAt: z.iso.datetime().nullable(),
});
export type CardPaymentSettings = z.infer<typeof cardPaymentSettingsSchema>;

/**
 * PUT admin/organisations/{orgKey}/payment-configuration. The API key is given only to set or
 * replace it; left out, Freepay keeps the key it has.
 */
export const updateCardPaymentSettingsInputSchema = z.strictObject({
  provider: paymentProviderSchema,
  testMode: z.boolean('must be true or false'),
  apiKey: z
    .string()
    .trim()
    .regex(
      /^[\x21-\x7e]{8,200}$/,
      'must be the API key as Freepay gives it: 8 to 200 characters without spaces',
    )
    .optional(),
});
export type UpdateCardPaymentSettingsInput = z.input<typeof updateCardPaymentSettingsInputSchema>;

export const organisationAuditQuerySchema = z.strictObject({
  /** The `sequence` of the last record of the previous page. */
  before: z.coerce.number('must be a number').int().min(1).optional(),
  limit: z.coerce.number('must be a number').int().min(1).max(200).default(50),
});
export type OrganisationAuditQuery = z.input<typeof organisationAuditQuerySchema>;

/** One change an administrator made, with the values before and after where it has them. */
export const organisationAuditRecordSchema = z.object({
  id: z.uuid(),
  sequence: z.number().int(),
  occurredAt: z.iso.datetime(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type OrganisationAuditRecord = z.infer<typeof organisationAuditRecordSchema>;

export const organisationAuditListSchema = z.object({
  records: z.array(organisationAuditRecordSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type OrganisationAuditList = z.infer<typeof organisationAuditListSchema>;

export const adminThreadParamsSchema = organisationKeyParamsSchema.extend({
  threadId: z.uuid('must be a thread id'),
});
