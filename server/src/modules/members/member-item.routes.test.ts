import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '#src/db/schema/index.ts';
import { type MemberApiTest, type Person, startMemberApiTest } from './member-test-kit.ts';

// OWASP ASVS 8.2.2: each call is tried by the owner, another member, a member whose family link
// is still pending, and without a token.
let api: MemberApiTest;
let anna: Person; // the owner
let mette: Person; // another member
let ole: Person; // invited Anna; she has not answered

beforeAll(async () => {
  api = await startMemberApiTest();
  ({ anna, mette, ole } = await api.demoPeople());
});
afterAll(async () => api.close());

const searchEmail = (person: Person | null, email: string) =>
  api.call(person, {
    url: `/member/api/v1/member/search-email?email=${encodeURIComponent(email)}`,
  });

describe('GET member/search-email (OWASP ASVS 8.2.2)', () => {
  it('answers the owner with their whole member', async () => {
    const response = await searchEmail(anna, 'Member@Demo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: anna.memberId,
      firstName: 'Anna',
      lastName: 'Jensen',
      email: 'member@demo.test',
      phone: '+4520123456',
      parentId: null,
      profileImage: null,
      address: {
        addressLine1: 'Strandvejen 12',
        addressLine2: null,
        city: 'Aarhus C',
        postCode: '8000',
        country: 'Denmark',
      },
    });
  });

  it('refuses another member’s email, to another member and to a pending family member', async () => {
    expect((await searchEmail(mette, 'member@demo.test')).statusCode).toBe(403);
    expect((await searchEmail(ole, 'member@demo.test')).statusCode).toBe(403);
    // Unknown or known, another email gets the same answer: nothing tells who is a member.
    const unknown = await searchEmail(anna, 'nobody-at-all@example.test');
    expect(unknown.statusCode).toBe(403);
  });

  it('answers 404 to a signed-in user who has no member yet', async () => {
    const account = await api.newAccount();
    const response = await api.call(account as Person, {
      url: `/member/api/v1/member/search-email?email=${account.email}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('needs a token and a valid email', async () => {
    expect((await searchEmail(null, 'member@demo.test')).statusCode).toBe(401);
    const bad = await searchEmail(anna, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'email', message: 'Invalid email address' }]);
  });
});

const createMember = (person: Pick<Person, 'headers'> | null, payload: object) =>
  api.call(person as Person | null, { method: 'POST', url: '/member/api/v1/member/item', payload });

const countMembers = async (email: string) => {
  const [row] = await api.subject.database.db
    .select({ n: count() })
    .from(members)
    .where(eq(members.email, email));
  return row?.n ?? 0;
};

describe('POST member/item (OWASP ASVS 8.2.2)', () => {
  it('creates the caller’s own member once; the second time is a conflict', async () => {
    const account = await api.newAccount();
    const payload = { email: account.email, firstName: 'Karen', lastName: 'Blixen' };
    const created = await createMember(account, payload);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...payload, parentId: null, address: null });
    expect((await createMember(account, payload)).statusCode).toBe(409);
    expect(await countMembers(account.email)).toBe(1);
  });

  it('answers the owner, whose member exists, with 409', async () => {
    const response = await createMember(anna, { email: anna.email, firstName: 'Anna' });
    expect(response.statusCode).toBe(409);
  });

  it('refuses a member for someone else’s email, to anyone', async () => {
    const account = await api.newAccount();
    const forOther = { email: 'someone-else@example.test', firstName: 'X' };
    expect((await createMember(account, forOther)).statusCode).toBe(403);
    expect((await createMember(mette, forOther)).statusCode).toBe(403);
    // The email is checked first, so the answer does not tell whether Anna is a member.
    expect((await createMember(ole, { ...forOther, email: anna.email })).statusCode).toBe(403);
    expect(await countMembers('someone-else@example.test')).toBe(0);
  });

  it('refuses ids and parent, naming them, and writes nothing', async () => {
    const account = await api.newAccount();
    const response = await createMember(account, {
      email: account.email,
      firstName: 'Karen',
      parentId: anna.memberId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'parentId', message: expect.any(String) }]);
    expect(await countMembers(account.email)).toBe(0);
  });

  it('needs a token', async () => {
    expect((await createMember(null, { email: 'a@b.dk', firstName: 'A' })).statusCode).toBe(401);
  });

  it('does not bring back a deleted account with a token that has not expired yet', async () => {
    const account = await api.newAccount();
    await api.subject.database.sql.query('delete from users where email = $1', [account.email]);
    const response = await createMember(account, { email: account.email, firstName: 'Karen' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'account_already_deleted' });
    expect(await countMembers(account.email)).toBe(0);
  });
});

const memberByEmail = (person: Person | null, email: string) =>
  api.call(person, { url: `/member/api/v1/member/item?email=${encodeURIComponent(email)}` });

describe('GET member/item (OWASP ASVS 8.2.2)', () => {
  it('gives the owner their name', async () => {
    const response = await memberByEmail(anna, anna.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: anna.memberId, firstName: 'Anna', lastName: 'Jensen' });
  });

  it('gives an approved linked member the name, and nobody else anything', async () => {
    const inviter = await api.newPerson({ firstName: 'Inger' });
    const invitee = await api.newPerson({ firstName: 'Ib' });
    const invited = await api.call(inviter, {
      method: 'POST',
      url: '/member/api/v1/family/invitation',
      payload: { email: invitee.email },
    });
    expect((await memberByEmail(inviter, invitee.email)).statusCode).toBe(404);
    await api.call(invitee, {
      method: 'POST',
      url: `/member/api/v1/family/invitation/status/approved?id=${invited.json().id}`,
    });
    expect((await memberByEmail(inviter, invitee.email)).json()).toMatchObject({ firstName: 'Ib' });
    // The link is one way: the invitee does not get to see the inviter.
    expect((await memberByEmail(invitee, inviter.email)).statusCode).toBe(404);
  });

  it('answers another member and a pending family member as if there were no such member', async () => {
    const fromMette = await memberByEmail(mette, anna.email);
    const fromOle = await memberByEmail(ole, anna.email);
    const unknown = await memberByEmail(mette, 'nobody-at-all@example.test');
    expect([fromMette.statusCode, fromOle.statusCode, unknown.statusCode]).toEqual([404, 404, 404]);
    expect(fromMette.json().detail).toBe(unknown.json().detail);
  });

  it('needs a token', async () => {
    expect((await memberByEmail(null, anna.email)).statusCode).toBe(401);
  });

  it('makes no member for an account of the embedded provider that has none', async () => {
    // Its registration makes the member; an account without one was deleted (an external
    // provider's new person is given one instead: first-sign-in.routes.test.ts).
    const account = await api.newAccount();
    const response = await memberByEmail(account as Person, account.email);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'no_member_for_account' });
    expect(await countMembers(account.email)).toBe(0);
  });
});
