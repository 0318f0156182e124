import { describe, expect, it } from 'vitest';
import {
  createNotificationInputSchema,
  markNotificationsReadInputSchema,
  notificationWhatsAppQuerySchema,
} from './notification.ts';

const invitationId = '4fad5052-ae97-4099-b14f-9da06eb23f45';
const receiverId = '50be6163-bfa8-41aa-825a-aeb17fc34056';

describe('createNotificationInputSchema', () => {
  it('takes a family link request by invitation id, without a thread id', () => {
    const input = { type: 'FAMILY_LINK_REQUEST', receiverId, data: { invitationId } };
    expect(createNotificationInputSchema.parse(input)).toEqual(input);
    const withThread = { ...input, messageThreadId: '61cf7274-c0b9-42bb-936b-bfc280d45167' };
    expect(createNotificationInputSchema.safeParse(withThread).success).toBe(false);
  });

  it('leaves read, dates and texts to the server', () => {
    const base = { type: 'FAMILY_LINK_REQUEST', receiverId, data: { invitationId } };
    for (const extra of [{ read: true }, { createdAt: '2025-01-01' }, { title: 'Win!' }]) {
      expect(createNotificationInputSchema.safeParse({ ...base, ...extra }).success).toBe(false);
    }
    expect(createNotificationInputSchema.safeParse({ ...base, type: 'SPAM' }).success).toBe(false);
  });
});

describe('markNotificationsReadInputSchema', () => {
  it('takes the spec fields and never read: false', () => {
    const input = {
      receiverId,
      inviteeEmail: 'a@b.dk',
      read: true,
      readDate: '2025-01-01T10:00:00Z',
    };
    expect(markNotificationsReadInputSchema.parse(input)).toEqual(input);
    expect(markNotificationsReadInputSchema.safeParse({ read: false }).success).toBe(false);
  });
});

describe('notificationWhatsAppQuerySchema', () => {
  it('sends template 1 only', () => {
    expect(notificationWhatsAppQuerySchema.parse({ templateId: '1' })).toEqual({ templateId: 1 });
    expect(notificationWhatsAppQuerySchema.safeParse({ templateId: '4' }).success).toBe(false);
  });
});
