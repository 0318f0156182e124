import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTypes } from '@portal/contracts/notification';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { eventFixtures } from '#src/modules/events/events.test-kit.ts';
import { setUpRenewalClub } from '#src/modules/memberships/renewal/renewal-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';

// Issue 17.3: each of SPEC.md's seven notification types, made by what makes it in the portal,
// is under its receiver's bell with a title, a message in the receiver's language and a link to
// a page of the portal it concerns.

let admin: AdminApiTest;
let receiver: Person;
let writer: Person;

beforeAll(async () => {
  admin = await startAdminApiTest({ env: { NOTIFICATIONS_ENABLED: 'true' } });
  receiver = await admin.api.newPerson({ firstName: 'Kirsten', preferredLanguage: 'en' });
  writer = await admin.api.newPerson({ firstName: 'Villads', preferredLanguage: 'da' });
});
afterAll(() => admin.api.close());

const call = (person: Person, method: 'POST' | 'GET', url: string, payload?: object) =>
  admin.api.call(person, { method, url, headers: { orgkey: 'ROWING' }, payload });

async function bell(person: Person) {
  const list = await call(person, 'GET', '/member/api/v1/member/notification/list');
  expect(list.statusCode, list.body).toBe(200);
  return list.json<{ type: string; title: string; message: string; data: { link?: string } }[]>();
}

describe('the seven kinds of notification', () => {
  it('each reach the bell with a title, words in the reader’s language and a link', async () => {
    const rowing = (
      await admin.api.subject.database.sql.query(
        "select id from organisations where key = 'ROWING'",
      )
    ).rows[0] as { id: string };

    // FAMILY_LINK_REQUEST: another member asks to link the receiver as family.
    const invited = await call(writer, 'POST', '/member/api/v1/family/invitation', {
      email: receiver.email,
    });
    expect(invited.statusCode, invited.body).toBe(201);

    // CONTACT_US (for ROWING's contact person, Mette) and its CONTACT_US_REPLY (for the writer).
    const sent = await call(writer, 'POST', '/member/api/v1/contact-us', {
      orgId: rowing.id,
      subject: 'Nøgle til bådhuset',
      message: 'Hvor henter jeg en nøgle?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const thread = (
      await admin.api.subject.database.sql.query(
        'select id from contact_messages where sender_id = $1',
        [writer.memberId],
      )
    ).rows[0] as { id: string };
    const replied = await call(
      admin.mette,
      'POST',
      `/org/api/v1/admin/organisations/ROWING/messages/${thread.id}/replies`,
      { body: 'I kontoret, hverdage 9-16.' },
    );
    expect(replied.statusCode, replied.body).toBeLessThan(300);

    // EVENT_REGISTRATION: the receiver books a free event.
    const fixtures = eventFixtures(admin.api);
    const eventId = await fixtures.createEvent({ capacity: 5 });
    const booked = await call(receiver, 'POST', `/event/api/v1/eve/${eventId}/booking`, {
      participantIds: [receiver.memberId],
    });
    expect(booked.statusCode, booked.body).toBe(201);

    // PAYMENT_RECEIVED and ORDER_READY: a membership paid by card; MEMBERSHIP_RENEW: next
    // period's invitation, from the renewal season's round.
    const club = await setUpRenewalClub(admin, { orgKey: 'RY', provider: 'sandbox' });
    const { person: payer } = await club.buyWithRenewal({ autoRenewal: false, language: 'da' });
    await club.round(20);

    const received = [
      ...(await bell(receiver)),
      ...(await bell(writer)),
      ...(await bell(admin.mette)),
      ...(await bell(payer)),
    ];
    for (const type of notificationTypes) {
      const notice = received.find((item) => item.type === type);
      expect(notice, `${type} is under a bell`).toBeDefined();
      expect(notice?.title.trim(), type).not.toBe('');
      expect(notice?.message.trim(), type).not.toBe('');
      expect(notice?.data.link, type).toMatch(/^(https?:\/\/[^/]+)?\/ui\//);
    }
    const of = (list: typeof received, type: string) => list.find((item) => item.type === type);
    // In the reader's language: Kirsten reads English, Villads and the payer Danish.
    expect(of(await bell(receiver), 'FAMILY_LINK_REQUEST')?.title).toBe('Family link request');
    expect(of(await bell(receiver), 'EVENT_REGISTRATION')?.title).toBe('You are booked');
    expect(of(await bell(writer), 'CONTACT_US_REPLY')?.title).toMatch(/Nøgle til bådhuset/);
    expect(of(await bell(payer), 'PAYMENT_RECEIVED')?.title).toBe('Betaling modtaget');
    expect(of(await bell(payer), 'ORDER_READY')?.title).toBe('Din kvittering er klar');
    expect(of(await bell(payer), 'MEMBERSHIP_RENEW')?.title).toBe('Forny dit medlemskab');
  });
});
