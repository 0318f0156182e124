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
