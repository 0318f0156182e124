import type { Notification } from '@portal/contracts/notification';
import { describe, expect, it } from 'vitest';
import { familyLinkRequestOf } from './family-link-data.ts';

const notification = (type: Notification['type'], data: Record<string, unknown>): Notification => ({
  id: '0d6f4f3e-5b8a-4c52-9b7e-1f8f0c1d2e3a',
  messageThreadId: null,
  receiverId: '1d6f4f3e-5b8a-4c52-9b7e-1f8f0c1d2e3a',
  senderId: null,
  type,
  title: 'Family link request',
  message: 'Ole wants to link you as a family member.',
  data,
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  readDate: null,
});

describe('familyLinkRequestOf', () => {
  const data = {
    invitationId: 'inv-1',
    inviteeEmail: 'anna@demo.test',
    inviterEmail: 'ole@demo.test',
  };

  it('offers an answer for a family link request with both ids', () => {
    expect(familyLinkRequestOf(notification('FAMILY_LINK_REQUEST', data))).toEqual(data);
  });

  it('offers nothing without the invitee email or the invitation id', () => {
    expect(
      familyLinkRequestOf(notification('FAMILY_LINK_REQUEST', { ...data, inviteeEmail: '' })),
    ).toBeNull();
    expect(
      familyLinkRequestOf(
        notification('FAMILY_LINK_REQUEST', { ...data, invitationId: undefined }),
      ),
    ).toBeNull();
  });

  it('offers nothing for other notifications', () => {
    expect(familyLinkRequestOf(notification('ORDER_READY', data))).toBeNull();
  });
});
