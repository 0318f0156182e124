import { z } from 'zod';
import { organisationKeyParamsSchema } from './administration.ts';
import { isoDateSchema } from './organisation.ts';
import { participantPriceSchema } from './price.ts';
import { singleLineText } from './text.ts';

/** The club's side of membership types (issue 14.2): prepared, repriced in versions, retired. */

export const membershipTypeStates = ['offered', 'upcoming', 'ended', 'retired'] as const;
export type MembershipTypeState = (typeof membershipTypeStates)[number];

export const membershipTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Minor units (øre), before VAT. */
  membershipPrice: z.number().int(),
  /** Percent, e.g. 25. */
  vatRate: z.number(),
  /** Minor units (øre). */
  membershipSurcharge: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  offerStartDate: isoDateSchema.nullable(),
  /**
   * offered: members can buy it today; upcoming: its offer starts later; ended: its period is
   * over; retired: an administrator took it off offer (or a new version replaced it).
   */
  state: z.enum(membershipTypeStates),
  retiredAt: z.iso.datetime().nullable(),
  /** The version this one replaced, when a sold type's price or period was changed. */
  replacesId: z.uuid().nullable(),
  /** Periods bought with it: once sold, its price and period are kept and a change makes a version. */
  soldCount: z.number().int(),
  price: participantPriceSchema,
});
export type MembershipType = z.infer<typeof membershipTypeSchema>;
export const membershipTypeListSchema = z.array(membershipTypeSchema);

/** The largest price the console takes: a million kroner. */
export const maxMembershipAmount = 100_000_000;

const amountSchema = z
  .number('must be an amount')
  .int('must be whole øre')
  .min(0, 'must be 0 or more')
  .max(maxMembershipAmount, 'must be at most 1,000,000.00');

const blankIsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** POST and PUT admin/organisations/{orgKey}/membership-types: every field, every time. */
export const membershipTypeInputSchema = z
  .strictObject({
    name: singleLineText('is required')
      .trim()
      .min(1, 'is required')
      .max(100, 'must be at most 100 characters'),
    membershipPrice: amountSchema,
    vatRate: z
      .number('must be a percentage')
      .min(0, 'must be between 0 and 100')
      .max(100, 'must be between 0 and 100')
      .refine((rate) => Number.isInteger(Math.round(rate * 100 * 1e6) / 1e6), {
        message: 'must have at most two decimals',
      }),
    membershipSurcharge: amountSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    offerStartDate: z.preprocess(blankIsNull, isoDateSchema.nullable()),
  })
  .superRefine((input, context) => {
    if (input.endDate <= input.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'must be after the start' });
    }
    if (input.offerStartDate !== null && input.offerStartDate > input.endDate) {
      context.addIssue({
        code: 'custom',
        path: ['offerStartDate'],
        message: 'must be on or before the end',
      });
    }
  });
export type MembershipTypeInput = z.input<typeof membershipTypeInputSchema>;

export const membershipTypeParamsSchema = organisationKeyParamsSchema.extend({
  typeId: z.uuid('must be a membership type id'),
});

export const membershipTypeListQuerySchema = z.strictObject({
  /** Retired types are left out unless asked for. */
  retired: z.enum(['include', 'exclude'], 'must be include or exclude').default('exclude'),
});

/** What a PUT did: changed the type in place, or made a new version of a sold one. */
export const membershipTypeChangeSchema = z.object({
  type: membershipTypeSchema,
  newVersion: z.boolean(),
});
export type MembershipTypeChange = z.infer<typeof membershipTypeChangeSchema>;
