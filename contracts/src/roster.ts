import { z } from 'zod';
import { organisationKeyParamsSchema } from './administration.ts';
import { isoDateSchema } from './organisation.ts';
import { singleLineText } from './text.ts';
import { organisationPaymentSchema } from './organisation-payments.ts';

/** The organisation's members as its administrators see them (issue 14.3). */

/**
 * active: a paid period covers today; ready_for_renewal: active, and the organisation offers a
 * period ending later; expired: paid once, not now; never_paid: on the roster (a participant, a
 * ticket holder, a purchase begun) without ever having paid a membership.
 */
export const rosterStatuses = ['active', 'ready_for_renewal', 'expired', 'never_paid'] as const;
export type RosterStatus = (typeof rosterStatuses)[number];

export const rosterSorts = ['name', 'email', 'memberSince', 'status', 'type', 'periodEnd'] as const;

export const rosterMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The start of the first paid period. */
  memberSince: isoDateSchema.nullable(),
  status: z.enum(rosterStatuses),
  /** The latest paid period's membership type and dates. */
  type: z.string().nullable(),
  periodStart: isoDateSchema.nullable(),
  periodEnd: isoDateSchema.nullable(),
  /** Renews itself with a saved card. */
  autoRenewal: z.boolean(),
  /** The automatic renewal of next period failed (or is being retried): the gateway's reason. */
  renewalFailure: z
    .object({
      /** retrying: tried again on `nextAttemptOn`; failed: the last try was declined. */
      status: z.enum(['retrying', 'failed']),
      key: z.string(),
      message: z.string(),
      nextAttemptOn: isoDateSchema.nullable(),
    })
    .nullable(),
});
export type RosterMember = z.infer<typeof rosterMemberSchema>;

export const rosterFilterSchema = z.strictObject({
  search: singleLineText().trim().max(100, 'must be at most 100 characters').optional(),
  status: z.enum(rosterStatuses, 'must be a roster status').optional(),
  /** A membership type's name: its versions count as one type. */
  type: singleLineText().trim().max(100, 'must be at most 100 characters').optional(),
  /** The year a paid period starts in. */
  period: z.coerce.number('must be a year').int().min(1900).max(2200).optional(),
  sort: z.enum(rosterSorts, 'must be a column to sort by').default('name'),
  direction: z.enum(['asc', 'desc'], 'must be asc or desc').default('asc'),
});

export const rosterQuerySchema = rosterFilterSchema.extend({
  page: z.coerce.number('must be a number').int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number('must be a number').int().min(1).max(200).default(25),
});
export type RosterQuery = z.output<typeof rosterQuerySchema>;

export const rosterExportQuerySchema = rosterFilterSchema.extend({
  format: z.enum(['csv', 'xlsx'], 'must be csv or xlsx'),
  language: z.enum(['da', 'en'], 'must be da or en').default('en'),
});

export const rosterSchema = z.object({
  members: z.array(rosterMemberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** What the filters can choose among. */
  types: z.array(z.string()),
  periods: z.array(z.number().int()),
});
export type Roster = z.infer<typeof rosterSchema>;

export const rosterMemberParamsSchema = organisationKeyParamsSchema.extend({
  memberId: z.uuid('must be a member id'),
});

export const rosterMemberDetailSchema = z.object({
  member: rosterMemberSchema.extend({ address: z.string().nullable() }),
  memberships: z.array(
    z.object({
      id: z.uuid(),
      type: z.string(),
      startDate: isoDateSchema,
      endDate: isoDateSchema,
      status: z.string(),
      paid: z.boolean(),
    }),
  ),
  payments: z.array(organisationPaymentSchema),
  family: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      relation: z.enum(['child', 'parent']),
    }),
  ),
  tickets: z.array(
    z.object({
      id: z.uuid(),
      event: z.string(),
      startDate: z.iso.datetime(),
      holderName: z.string(),
      status: z.string(),
    }),
  ),
});
export type RosterMemberDetail = z.infer<typeof rosterMemberDetailSchema>;
