import { z } from 'zod';
import { organisationKeyParamsSchema } from './administration.ts';
import { ticketStatuses } from './event.ts';

/** The club's side of events (issue 15): its events and who is coming. */

export const staffEventSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  location: z.string(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  publicDate: z.iso.datetime(),
  /** Null is unlimited. */
  capacity: z.number().int().nullable(),
  placesTaken: z.number().int(),
  memberPrice: z.number().int(),
  guestPrice: z.number().int(),
  enabled: z.boolean(),
  /** Live tickets: valid or checked in. */
  tickets: z.number().int(),
  checkedIn: z.number().int(),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;
export const staffEventListSchema = z.array(staffEventSchema);

export const staffEventParamsSchema = organisationKeyParamsSchema.extend({
  eventId: z.uuid('must be an event id'),
});

export const attendeeQuerySchema = z.strictObject({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});

export const attendeeCsvQuerySchema = attendeeQuerySchema.extend({
  language: z.enum(['da', 'en'], 'must be da or en').default('en'),
});

export const attendeeSchema = z.object({
  ticketId: z.uuid(),
  holderName: z.string(),
  booker: z.object({ name: z.string(), email: z.string() }),
  /** A ticket of a member of the portal, or of a guest without an account. */
  guest: z.boolean(),
  /** What the booking paid per place, in minor units; 0 for a free event. */
  paid: z.number().int(),
  status: z.enum(ticketStatuses),
  bookedAt: z.iso.datetime(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const attendeeListSchema = z.object({
  event: staffEventSchema,
  attendees: z.array(attendeeSchema),
});
export type AttendeeList = z.infer<typeof attendeeListSchema>;
