import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '#src/db/schema/index.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { type FakeIssuer, startFakeIssuer } from '#src/test/fake-issuer.ts';

// A person signed in by an external provider (LemonLDAP::NG, say) has no member until their first
// call: nothing is seeded for them and nobody registered them here.
let provider: FakeIssuer;
let subject: TestApp;

beforeAll(async () => {
  provider = await startFakeIssuer({ withTrailingSlash: true });
  subject = await createTestApp({
    env: { OIDC_ISSUER: provider.issuer, OIDC_ROLES_CLAIM: 'roles' },
  });
});
afterAll(async () => {
  await subject.close();
  await provider.close();
});

const newPerson = () => {
  const id = randomUUID().slice(0, 8);
  return { sub: `user-${id}`, email: `Person-${id}@Badwolf.org`, roles: ['org:ROWING|role:USER'] };
};

const call = (token: string, url: string) =>
  subject.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

const ownName = (token: string, email: string) =>
  call(token, `/member/api/v1/member/item?email=${encodeURIComponent(email.toLowerCase())}`);

const membersWith = (email: string) =>
  subject.database.db.select().from(members).where(eq(members.email, email.toLowerCase()));

describe('the first signed-in call of a person from an external provider', () => {
  it('makes their member from the token’s claims, once, however many calls come at once', async () => {
    const person = { ...newPerson(), name: 'Doctor Who' };
    const token = await provider.sign(person);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? ownName(token, person.email) : call(token, '/event/api/v1/eve/list'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const rows = await membersWith(person.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Doctor', lastName: 'Who', parentId: null });
    const ids = new Set(
      answers
        .filter((_, index) => index % 2 === 0)
        .map((answer) => answer.json<{ id: string }>().id),
    );
    expect([...ids]).toEqual([rows[0]?.id]);
  });

  it('takes given and family name when the provider sends them', async () => {
    const person = { ...newPerson(), given_name: 'Rose', family_name: 'Tyler', name: 'R. Tyler' };
    const answer = await ownName(await provider.sign(person), person.email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ firstName: 'Rose', lastName: 'Tyler' });
  });

  it('takes email and name from userinfo when the tokens have only the subject', async () => {
    const person = { ...newPerson(), name: 'Martha Jones' };
    const token = await provider.sign({ sub: person.sub });
    provider.userInfo.set(token, person);
    const me = await call(token, '/tools/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: person.email.toLowerCase(),
      name: 'Martha Jones',
      grants: [{ orgKey: 'ROWING', role: 'USER' }],
      memberId: null,
      emailVerified: true,
    });
    expect((await ownName(token, person.email)).json()).toMatchObject({
      firstName: 'Martha',
      lastName: 'Jones',
    });
    expect((await call(token, '/tools/api/auth/me')).json().memberId).toBe(
      (await membersWith(person.email))[0]?.id,
    );
    expect(provider.userInfoCalls.filter((asked) => asked === token)).toHaveLength(1);
  });

  it('makes nothing for a call without a valid token', async () => {
    const person = newPerson();
    const foreign = await startFakeIssuer();
    try {
      const answer = await ownName(await foreign.sign(person), person.email);
      expect(answer.statusCode).toBe(401);
      expect(await membersWith(person.email)).toHaveLength(0);
    } finally {
      await foreign.close();
    }
  });

  it('leaves the web app’s own creation working: POST member/item before any other call', async () => {
    const person = { ...newPerson(), name: 'Jack Harkness' };
    const token = await provider.sign(person);
    const created = await subject.app.inject({
      method: 'POST',
      url: '/member/api/v1/member/item',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: person.email.toLowerCase(), firstName: 'Jack', lastName: 'Harkness' },
    });
    expect(created.statusCode).toBe(201);
    expect((await ownName(token, person.email)).json().id).toBe(created.json().id);
    expect(await membersWith(person.email)).toHaveLength(1);
  });
});
