import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';
import { eventFixtures } from './events.test-kit.ts';

let api: MemberApiTest;
let fixtures: ReturnType<typeof eventFixtures>;
let anna: Person;
let ole: Person;

beforeAll(async () => {
  api = await startMemberApiTest();
  fixtures = eventFixtures(api);
  ({ anna, ole } = await api.demoPeople());
});
afterAll(async () => api.close());

const openPath = (url: string) => new URL(url).pathname;

describe('My Calander', () => {
  it('downloads the booked events as iCalendar, one entry per event', async () => {
    const event = await fixtures.createEvent({ capacity: 5 });
    const cancelledOne = await fixtures.createEvent({ capacity: 5 });
    await api.call(anna, {
      method: 'POST',
      url: `/event/api/v1/eve/${event}/booking`,
      payload: { participantIds: [anna.memberId] },
    });
    const booked = await api.call(anna, {
      method: 'POST',
      url: `/event/api/v1/eve/${cancelledOne}/booking`,
      payload: { participantIds: [anna.memberId] },
    });
    await api.call(anna, {
      method: 'POST',
      url: `/event/api/v1/eve-entry/${booked.json().entry.id}/cancel`,
    });

    const response = await api.call(anna, { url: '/event/api/v1/calendar.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('my-events.ics');
    expect(response.body).toContain(`UID:${event}@member-portal`);
    expect(response.body).toContain(`SUMMARY:Test event ${event.slice(0, 8)}`);
    expect(response.body).not.toContain(cancelledOne);
    // In Anna's language, Danish until she chooses another.
    expect(response.body).toContain('X-WR-CALNAME:Medlemsportalen – Anna Jensen');
    expect(response.body).toContain('Aarhus Roklub. 1 billet: http');
    await api.call(anna, {
      method: 'PUT',
      url: '/member/api/v1/member/item',
      payload: { preferredLanguage: 'en' },
    });
    const english = await api.call(anna, { url: '/event/api/v1/calendar.ics' });
    expect(english.body).toContain('X-WR-CALNAME:Member Portal – Anna Jensen');
    await api.call(anna, {
      method: 'PUT',
      url: '/member/api/v1/member/item',
      payload: { preferredLanguage: 'da' },
    });

    expect((await api.call(null, { url: '/event/api/v1/calendar.ics' })).statusCode).toBe(401);
    const others = await api.call(ole, { url: '/event/api/v1/calendar.ics' });
    expect(others.body).not.toContain(event);
  });

  it('gives a private address a calendar app can follow, and renews it', async () => {
    const first = await api.call(anna, { url: '/event/api/v1/calendar/subscription' });
    const { url } = first.json<{ url: string }>();
    expect(url).toMatch(
      /^http:\/\/localhost:3999\/event\/api\/v1\/calendar\/[A-Za-z0-9]{40}\.ics$/,
    );
    // Asking again gives the same address.
    const again = await api.call(anna, { url: '/event/api/v1/calendar/subscription' });
    expect(again.json().url).toBe(url);

    const feed = await api.subject.app.inject({ url: openPath(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('Anna Jensen');

    const renewed = await api.call(anna, {
      method: 'POST',
      url: '/event/api/v1/calendar/subscription/renew',
    });
    const renewedUrl = renewed.json<{ url: string }>().url;
    expect(renewedUrl).not.toBe(url);
    expect((await api.subject.app.inject({ url: openPath(url) })).statusCode).toBe(404);
    expect((await api.subject.app.inject({ url: openPath(renewedUrl) })).statusCode).toBe(200);
    const malformed = await api.subject.app.inject({ url: '/event/api/v1/calendar/short.ics' });
    expect(malformed.statusCode).toBe(400);
  });
});
