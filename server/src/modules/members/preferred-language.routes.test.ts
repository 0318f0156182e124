import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventFixtures } from '#src/modules/events/events.test-kit.ts';
import { queuedJobs } from '#src/modules/memberships/membership-test-helpers.ts';
import { type MemberApiTest, type Person, startMemberApiTest } from './member-test-kit.ts';

// Mails, WhatsApp texts and notifications are written in the member's preferred language, which
// the member sets (the web app does so at sign-up and on every language switch).
let api: MemberApiTest;
let fixtures: ReturnType<typeof eventFixtures>;

beforeAll(async () => {
  api = await startMemberApiTest();
  fixtures = eventFixtures(api);
});
afterAll(async () => api.close());

const setLanguage = (person: Person, preferredLanguage: unknown) =>
  api.call(person, {
    method: 'PUT',
    url: '/member/api/v1/member/item',
    payload: { preferredLanguage },
  });

const mailsTo = async (email: string) =>
  (await queuedJobs(api.subject, 'mail.send', email)) as {
    subject: string;
    text: string;
    html: string;
  }[];

describe('the preferred language', () => {
  it('is Danish until the member chooses, and kept when they do', async () => {
    const karen = await api.newPerson();
    const own = await api.call(karen, {
      url: `/member/api/v1/member/search-email?email=${karen.email}`,
    });
    expect(own.json()).toMatchObject({ preferredLanguage: 'da' });
    const changed = await setLanguage(karen, 'en');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ preferredLanguage: 'en' });
  });

  it('is one of the portal’s languages, or a 400 naming the field that changes nothing', async () => {
    const karen = await api.newPerson();
    const refused = await setLanguage(karen, 'de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'preferredLanguage', message: 'must be one of da, en' },
    ]);
    const own = await api.call(karen, {
      url: `/member/api/v1/member/search-email?email=${karen.email}`,
    });
    expect(own.json()).toMatchObject({ preferredLanguage: 'da' });
  });

  it('is given when the member is created on a first sign-in through an outside provider', async () => {
    const account = await api.newAccount();
    const created = await api.call(account as Person, {
      method: 'POST',
      url: '/member/api/v1/member/item',
      payload: { email: account.email, firstName: 'Karen', preferredLanguage: 'en' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ preferredLanguage: 'en' });
  });
});

describe('mails in the recipient’s language', () => {
  it('confirms a Contact Us message in English to a member who chose English', async () => {
    const karen = await api.newPerson({ firstName: 'Karen', preferredLanguage: 'en' });
    const { rows } = await api.subject.database.sql.query(
      "select id from organisations where key = 'ROWING'",
    );
    const orgId = (rows as { id: string }[])[0]?.id;
    const sent = await api.call(karen, {
      method: 'POST',
      url: '/member/api/v1/contact-us',
      payload: { orgId, subject: 'Boat key', message: 'Who has it?' },
    });
    expect(sent.statusCode).toBe(201);
    const [mail] = await mailsTo(karen.email);
    expect(mail?.subject).toBe('We have received your message: Boat key');
    expect(mail?.text).toContain('Dear Karen Person');
    expect(mail?.text).not.toContain('Kære');
    expect(mail?.html).toMatch(/<html[^>]* lang="en"/);
  });

  it('confirms a booking in the booker’s language, switched after sign-up', async () => {
    const karen = await api.newPerson({ firstName: 'Karen' });
    await setLanguage(karen, 'en');
    const event = await fixtures.createEvent({});
    const booked = await api.call(karen, {
      method: 'POST',
      url: `/event/api/v1/eve/${event}/booking`,
      payload: { participantIds: [karen.memberId], language: 'da' },
    });
    expect(booked.statusCode).toBe(201);
    const [mail] = await mailsTo(karen.email);
    // The page was Danish; the member chose English for mail.
    expect(mail?.subject).toMatch(/^Booking confirmed: /);
    expect(mail?.text).toContain('Show the QR codes from the member portal at the door.');
  });

  it('confirms a guest’s registration in the language of the page they registered from', async () => {
    const event = await fixtures.createEvent({ guestsInvited: true });
    const register = (email: string, language?: string) =>
      api.subject.app.inject({
        method: 'POST',
        url: `/event/api/v1/public/eve/${event}/registration`,
        payload: { name: 'Gitte Gæst', email, quantity: 1, ...(language ? { language } : {}) },
        remoteAddress: '10.9.0.1',
      });
    expect((await register('gitte.en@example.test', 'en')).statusCode).toBe(201);
    expect((await register('gitte.da@example.test')).statusCode).toBe(201);
    const [english] = await mailsTo('gitte.en@example.test');
    const [danish] = await mailsTo('gitte.da@example.test');
    expect(english?.text).toContain('Show this mail at the door');
    expect(danish?.text).toContain('Vis denne mail ved døren');
    const refused = await register('gitte.de@example.test', 'de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'language', message: 'must be one of da, en' },
    ]);
  });
});
