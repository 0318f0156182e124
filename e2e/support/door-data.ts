import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { callApi, registerMember } from './portal.ts';

/** The administration's events of ROWING, which the demo administrator admin@demo.test runs. */
export const rowingEvents = '/event/api/v1/admin/organisations/ROWING/events';

export interface Ticket {
  code: string;
  holderName: string;
}

export interface DoorTicket extends Ticket {
  state: 'valid' | 'checked_in' | 'cancelled' | 'unpaid';
  checkedInAt: string | null;
  checkedInBy: string | null;
}

export interface CheckInList {
  tickets: DoorTicket[];
  counts: { checkedIn: number; tickets: number };
}

/**
 * The administration API with the token of a signed-in page, called from the test runner, not
 * from the page: it still answers while that page's browser is cut off from the network.
 */
export async function staffApi(page: Page) {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user'));
    const user = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
    return user.access_token ?? '';
  });
  const request = page.context().request;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { data: body }),
    });
    return { status: response.status(), json: (await response.json()) as unknown };
  };
  return {
    call,
    /** A free event open to everyone a month from now, made for one journey alone. */
    async createEvent(title: string): Promise<string> {
      const hour = 3_600_000;
      const start = Date.now() + 30 * 24 * hour;
      const created = await call('POST', rowingEvents, {
        title,
        description: 'Made by the check-in journey.',
        location: 'Bådehuset',
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + 3 * hour).toISOString(),
        publicDate: new Date(Date.now() - hour).toISOString(),
        saleStart: null,
        saleEnd: null,
        capacity: null,
        memberPrice: 0,
        guestPrice: 0,
        forMembers: false,
        guestsInvited: false,
        enabled: true,
        maxPerBooking: null,
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      return (created.json as { id: string }).id;
    },
    /** Another door phone lets a ticket in: its scan goes straight to the server. */
    async checkIn(eventId: string, code: string) {
      const scan = {
        nonce: randomUUID(),
        code,
        kind: 'entry',
        scannedAt: new Date().toISOString(),
      };
      const sent = await call('POST', `${rowingEvents}/${eventId}/check-ins`, { scans: [scan] });
      expect(sent.status, JSON.stringify(sent.json)).toBe(200);
      expect(sent.json).toMatchObject({ outcomes: [{ result: 'ok' }] });
    },
    async checkInList(eventId: string): Promise<CheckInList> {
      const list = await call('GET', `${rowingEvents}/${eventId}/check-in`);
      expect(list.status, JSON.stringify(list.json)).toBe(200);
      return list.json as CheckInList;
    },
  };
}

/** A new member in a browser of their own, signed in: books through the API as the page does. */
export async function newMember(browser: Browser, firstName: string, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addLocatorHandler(page.getByRole('region', { name: 'Become a member' }), (prompt) =>
    prompt.getByRole('button', { name: 'Ignore' }).click(),
  );
  const person = await registerMember(page, { firstName, lastName, profile: false });
  return { ...person, page, close: () => context.close() };
}

/**
 * A signed-in member adds these children and books the event for them, and for themselves when
 * `self`: one booking, one ticket each, as the event page books.
 */
export async function bookFor(
  member: Page,
  email: string,
  eventId: string,
  names: { self: boolean; children: { firstName: string; lastName: string }[] },
) {
  const self = await callApi(member, 'GET', `/member/api/v1/member/search-email?email=${email}`);
  expect(self.status, JSON.stringify(self.json)).toBe(200);
  // One after another: a burst of them at once would have the server shed load (503).
  const children: string[] = [];
  for (const child of names.children) {
    const added = await callApi(member, 'POST', '/member/api/v1/member/participant', child);
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    children.push((added.json as { id: string }).id);
  }
  const participantIds = [...(names.self ? [(self.json as { id: string }).id] : []), ...children];
  const booked = await callApi(member, 'POST', `/event/api/v1/eve/${eventId}/booking`, {
    participantIds,
  });
  expect(booked.status, JSON.stringify(booked.json)).toBe(201);
  return (booked.json as { entry: { id: string; tickets: Ticket[] } }).entry;
}
