import { z } from 'zod';
import { emailSchema } from './validation.ts';

/** In-app notifications (SPEC.md sections 3 and 4 "Notification"). */

export const notificationTypes = [
  'FAMILY_LINK_REQUEST',
  'MEMBERSHIP_RENEW',
  'ORDER_READY',
  'PAYMENT_RECEIVED',
  'EVENT_REGISTRATION',
  'CONTACT_US',
  'CONTACT_US_REPLY',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** WhatsApp template 1 of SPEC.md section 9: "you have a notification". */
export const notificationWhatsAppTemplateId = 1;

/** The data of a FAMILY_LINK_REQUEST, as SPEC.md section 3 lists it. */
export const familyLinkDataSchema = z.object({
  inviterEmail: z.string(),
  /** The inviter's member id: the family the invitee is asked to join. */
  familyId: z.uuid(),
  inviteeId: z.uuid(),
  inviteeEmail: z.string(),
  invitationId: z.uuid(),
});
export type FamilyLinkData = z.infer<typeof familyLinkDataSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  /** Absent (null) for family link requests. */
  messageThreadId: z.uuid().nullable(),
  receiverId: z.uuid(),
  senderId: z.uuid().nullable(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
  readDate: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * POST member/notification/item. The server decides what a client may create: today only a
 * FAMILY_LINK_REQUEST for the caller's own pending invitation, to its invitee. Title, message and
 * the rest of the data are written by the server from the invitation; data fields that are sent
 * must agree with it.
 */
export const createNotificationInputSchema = z.strictObject({
  type: notificationTypeSchema,
  receiverId: z.uuid(),
  data: z.strictObject({
    invitationId: z.uuid(),
    inviterEmail: emailSchema.optional(),
    familyId: z.uuid().optional(),
    inviteeId: z.uuid().optional(),
    inviteeEmail: emailSchema.optional(),
  }),
});
export type CreateNotificationInput = z.input<typeof createNotificationInputSchema>;

export const createNotificationResultSchema = z.object({ id: z.uuid() });
export type CreateNotificationResult = z.infer<typeof createNotificationResultSchema>;

/**
 * PUT member/notification/read: marks the caller's unread notifications read, narrowed to one id
 * or to the family link requests about one invitee. `read` and `readDate` are the spec's fields:
 * read can only become true, and the read date is the server's clock, whatever is sent.
 */
export const markNotificationsReadInputSchema = z.strictObject({
  id: z.uuid().optional(),
  receiverId: z.uuid().optional(),
  inviteeEmail: emailSchema.optional(),
  read: z.literal(true, 'can only be true').optional(),
  readDate: z.iso.datetime({ offset: true }).optional(),
});
export type MarkNotificationsReadInput = z.input<typeof markNotificationsReadInputSchema>;

export const markNotificationsReadResultSchema = z.object({
  updated: z.number().int(),
  readDate: z.iso.datetime(),
});
export type MarkNotificationsReadResult = z.infer<typeof markNotificationsReadResultSchema>;

export const notificationIdParamsSchema = z.strictObject({ id: z.uuid() });

export const listNotificationsQuerySchema = z.strictObject({
  /** The receiver: the caller's own member id (the default when left out). */
  memberId: z.uuid().optional(),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const notificationWhatsAppQuerySchema = z.strictObject({
  templateId: z.coerce
    .number('must be a number')
    .pipe(z.literal(notificationWhatsAppTemplateId, 'only template 1 is sent for notifications')),
});

export const notificationWhatsAppInputSchema = z.strictObject({ notificationId: z.uuid() });
export type NotificationWhatsAppInput = z.input<typeof notificationWhatsAppInputSchema>;

/**
 * queued: the message will be sent; alreadyQueued: it was queued before (once per notification);
 * noPhone: the receiver has no phone number in international form.
 */
export const notificationWhatsAppResultSchema = z.object({
  status: z.enum(['queued', 'alreadyQueued', 'noPhone']),
});
export type NotificationWhatsAppResult = z.infer<typeof notificationWhatsAppResultSchema>;
