import { z } from 'zod';
import { multiLineText, singleLineText } from './text.ts';

/** Contact Us (SPEC.md sections 2, 3 and 7): a member writes to one of the organisations. */

export const contactSubjectMaxLength = 150;
export const contactMessageMaxLength = 4000;

/** Repeated submissions are limited per member: at most this many messages in the window. */
export const contactUsRateLimit = { messages: 3, windowMinutes: 10 } as const;

export const contactUsInputSchema = z.strictObject({
  orgId: z.uuid('is required'),
  subject: singleLineText('is required')
    .trim()
    .min(1, 'is required')
    .max(contactSubjectMaxLength, `must be at most ${contactSubjectMaxLength} characters`),
  message: multiLineText('is required')
    .trim()
    .min(1, 'is required')
    .max(contactMessageMaxLength, `must be at most ${contactMessageMaxLength} characters`),
});
export type ContactUsInput = z.input<typeof contactUsInputSchema>;

export const contactUsResultSchema = z.object({
  /** The CONTACT_US notification the organisation's contact receiver got. */
  notificationId: z.uuid(),
  organisation: z.object({ key: z.string(), name: z.string() }),
  /** Where the confirmation went: the member's own email. */
  confirmationTo: z.string().nullable(),
});
export type ContactUsResult = z.infer<typeof contactUsResultSchema>;

/**
 * The data of a CONTACT_US notification: SPEC.md's `org` and `env`, and who wrote, so the
 * receiver can answer.
 */
export const contactUsDataSchema = z.object({
  org: z.string(),
  env: z.string(),
  senderName: z.string(),
  senderEmail: z.string().nullable(),
});
export type ContactUsData = z.infer<typeof contactUsDataSchema>;

/** The Contact Us inbox (issue 14.6): each message starts a thread the club answers in. */
export const contactThreadStates = ['open', 'answered'] as const;
export type ContactThreadState = (typeof contactThreadStates)[number];

export const contactReplyInputSchema = z.strictObject({
  body: multiLineText('is required')
    .trim()
    .min(1, 'is required')
    .max(contactMessageMaxLength, `must be at most ${contactMessageMaxLength} characters`),
});
export type ContactReplyInput = z.input<typeof contactReplyInputSchema>;

export const contactThreadEntrySchema = z.object({
  id: z.uuid(),
  /** True for the club's replies; the first entry is the member's own message. */
  fromClub: z.boolean(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type ContactThreadEntry = z.infer<typeof contactThreadEntrySchema>;

export const contactThreadSummarySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  state: z.enum(contactThreadStates),
  sender: z.object({ name: z.string(), email: z.string().nullable() }),
  organisation: z.object({ key: z.string(), name: z.string() }),
  /** Messages in the thread, the first one included. */
  count: z.number().int(),
  createdAt: z.iso.datetime(),
  lastActivityAt: z.iso.datetime(),
});
export type ContactThreadSummary = z.infer<typeof contactThreadSummarySchema>;

export const contactThreadSchema = contactThreadSummarySchema.extend({
  entries: z.array(contactThreadEntrySchema),
});
export type ContactThread = z.infer<typeof contactThreadSchema>;

export const contactThreadListSchema = z.object({
  threads: z.array(contactThreadSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContactThreadList = z.infer<typeof contactThreadListSchema>;

export const contactThreadListQuerySchema = z.strictObject({
  state: z.enum(contactThreadStates, 'must be open or answered').optional(),
  page: z.coerce.number('must be a number').int().min(1).max(10_000).default(1),
});

export const contactThreadParamsSchema = z.strictObject({
  threadId: z.uuid('must be a thread id'),
});
