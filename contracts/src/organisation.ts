import { z } from 'zod';
import { participantPriceSchema } from './price.ts';

/** Shapes of the organisation calls (SPEC.md sections 3 and 7, `{org}` = `/org`). */

export const paymentProviderSchema = z.enum(['sandbox', 'freepay']);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** A calendar date as the API writes it: YYYY-MM-DD. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const organisationSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  /** False when the organisation has no membership configuration (SPEC.md section 4). */
  enabled: z.boolean(),
  /** True when any membership configuration ends today or later (SPEC.md section 9). */
  readyForMembershipRenewal: z.boolean(),
  events: z.boolean(),
  eventsForMembers: z.boolean(),
  eventsForGuests: z.boolean(),
  /** Whether Contact Us can reach the organisation: it has a contact receiver. */
  acceptsContactMessages: z.boolean(),
  /** The active payment configuration; null when the organisation takes no card payments. */
  paymentProviderId: z.uuid().nullable(),
  paymentProvider: paymentProviderSchema.nullable(),
  paymentTestMode: z.boolean().nullable(),
});
export type Organisation = z.infer<typeof organisationSchema>;
export const organisationListSchema = z.array(organisationSchema);

export const membershipConfigurationSchema = z.object({
  id: z.uuid(),
  orgId: z.uuid(),
  name: z.string(),
  /** Minor units (øre), before VAT. */
  membershipPrice: z.number().int(),
  currency: z.string(),
  /** Percent, e.g. 25. */
  vatRate: z.number(),
  /** Minor units (øre). */
  membershipSurcharge: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  offerStartDate: isoDateSchema.nullable(),
  /** Whether it can be bought today: not ended, and its offer has started. */
  isOnOffer: z.boolean(),
  /** The breakdown of the one price function, per participant. */
  price: participantPriceSchema,
});
export type MembershipConfiguration = z.infer<typeof membershipConfigurationSchema>;
export const membershipConfigurationListSchema = z.array(membershipConfigurationSchema);

/** What members may know of a payment configuration: never its client secret. */
export const paymentConfigurationSchema = z.object({
  id: z.uuid(),
  orgId: z.uuid(),
  provider: paymentProviderSchema,
  testMode: z.boolean(),
  currencySymbol: z.string(),
  active: z.boolean(),
});
export type PaymentConfiguration = z.infer<typeof paymentConfigurationSchema>;

export const orgParamsSchema = z.object({ orgId: z.uuid() });
export const activePaymentConfigurationParamsSchema = z.object({
  orgId: z.uuid(),
  provider: paymentProviderSchema,
});
export const paymentConfigurationItemParamsSchema = z.object({
  orgId: z.uuid(),
  paymentProviderId: z.uuid(),
});

/** The public membership list (/membership-list): organisations and what a membership costs. */
export const publicMembershipOfferSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  name: z.string(),
  /** The organisation's logo, when it has one. */
  logo: z.string().nullable(),
  membershipTypes: z.array(membershipConfigurationSchema),
});
export const publicMembershipOfferListSchema = z.array(publicMembershipOfferSchema);
export type PublicMembershipOffer = z.infer<typeof publicMembershipOfferSchema>;
