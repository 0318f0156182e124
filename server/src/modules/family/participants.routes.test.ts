import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '#src/db/schema/index.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';
import { familySteps } from './family-test-steps.ts';

// OWASP ASVS 8.2.2: participants are listed and changed by their own member only.
let api: MemberApiTest;
let steps: ReturnType<typeof familySteps>;
let anna: Person; // owner of Emil
let mette: Person; // another member
let ole: Person; // invited Anna; she has not answered
let emilId: string;

beforeAll(async () => {
  api = await startMemberApiTest();
  steps = familySteps(api);
  ({ anna, mette, ole } = await api.demoPeople());
  const [emil] = await api.subject.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.parentId, anna.memberId));
  emilId = emil?.id ?? '';
});
afterAll(async () => api.close());

const addChild = (person: Person | null, payload: object) =>
  api.call(person, { method: 'POST', url: '/member/api/v1/member/participant', payload });
const editChild = (person: Person | null, id: string, payload: object) =>
  api.call(person, { method: 'PUT', url: `/member/api/v1/member/participant/${id}`, payload });
const childRow = async (id: string) => {
  const [row] = await api.subject.database.db.select().from(members).where(eq(members.id, id));
  return row;
};

describe('GET member/participants (OWASP ASVS 8.2.2)', () => {
  it('lists children and invited members; an invitee’s details only once approved', async () => {
    const owner = await api.newPerson({ firstName: 'Owner' });
    const approved = await api.newPerson({ firstName: 'Agnes', phone: '+4540404040' });
    const pending = await api.newPerson({ firstName: 'Pia', phone: '+4541414141' });
    await addChild(owner, { firstName: 'Lille', dateOfBirth: '2018-02-03' });
    await steps.link(owner, approved);
    await steps.invite(owner, pending.email);
    const response = await api.call(owner, { url: '/member/api/v1/member/participants' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        kind: 'child',
        firstName: 'Lille',
        familyInvitationStatus: 'approved',
      }),
      expect.objectContaining({
        kind: 'linked',
        id: approved.memberId,
        email: approved.email,
        familyInvitationStatus: 'approved',
        firstName: 'Agnes',
        phone: '+4540404040',
      }),
      {
        kind: 'linked',
        id: pending.memberId,
        invitationId: expect.any(String),
        email: pending.email,
        familyInvitationStatus: 'pending',
        firstName: null,
        lastName: null,
        phone: null,
        address: null,
      },
    ]);
  });

  it('shows each member their own: Anna her child, Mette nothing, Ole only his invitation', async () => {
    const ofAnna = await steps.participants(anna);
    expect(ofAnna.map((p) => p.id)).toContain(emilId);
    // Ole's invitation is his, not Anna's: it is not among her participants.
    expect(ofAnna.find((p) => p.id === ole.memberId)).toBeUndefined();
    expect((await steps.participants(mette)).map((p) => p.id)).not.toContain(emilId);
    const ofOle = await api.call(ole, { url: '/member/api/v1/member/participants' });
    // Anna has not answered: Ole sees the email he typed and the status, nothing of her.
    expect(ofOle.json()).toEqual([
      expect.objectContaining({
        id: anna.memberId,
        email: anna.email,
        familyInvitationStatus: 'pending',
        firstName: null,
        phone: null,
        address: null,
      }),
    ]);
  });

  it('needs a token', async () => {
    const response = await api.call(null, { url: '/member/api/v1/member/participants' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST member/participant (OWASP ASVS 8.2.2)', () => {
  it('adds a child of the caller, without login or email', async () => {
    const owner = await api.newPerson();
    const response = await addChild(owner, {
      firstName: 'Ida',
      lastName: 'Berg',
      gender: 'female',
    });
    expect(response.statusCode).toBe(201);
    const child = response.json();
    expect(child).toMatchObject({
      kind: 'child',
      firstName: 'Ida',
      familyInvitationStatus: 'approved',
    });
    expect(await childRow(child.id)).toMatchObject({ parentId: owner.memberId, email: null });
  });

  it('refuses bad fields, naming them, and writes nothing', async () => {
    const owner = await api.newPerson();
    const bad = await addChild(owner, {
      firstName: 'Ida',
      dateOfBirth: '2020-13-40',
      email: 'x@y.dk',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['dateOfBirth', 'email']);
    expect(await steps.participants(owner)).toEqual([]);
  });

  it('keeps at most 20 children per member', async () => {
    const owner = await api.newPerson();
    for (let n = 0; n < 20; n += 1) await addChild(owner, { firstName: `Child ${n}` });
    expect((await addChild(owner, { firstName: 'One too many' })).statusCode).toBe(409);
    expect(await steps.participants(owner)).toHaveLength(20);
  });

  it('needs a token', async () => {
    expect((await addChild(null, { firstName: 'Ida' })).statusCode).toBe(401);
  });
});

describe('PUT member/participant/{id} (OWASP ASVS 8.2.2)', () => {
  it('changes the owner’s child; fields left out are kept', async () => {
    const response = await editChild(anna, emilId, { dateOfBirth: '2015-05-15', phone: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: emilId,
      firstName: 'Emil',
      dateOfBirth: '2015-05-15',
    });
  });

  it('is not found for another member, a pending or an approved family member', async () => {
    const approved = await api.newPerson();
    await steps.link(approved, anna);
    const before = await childRow(emilId);
    for (const person of [mette, ole, approved]) {
      expect((await editChild(person, emilId, { firstName: 'Hacked' })).statusCode).toBe(404);
    }
    expect(await childRow(emilId)).toEqual(before);
  });

  it('leaves a linked member’s profile to that member', async () => {
    const owner = await api.newPerson();
    const linked = await api.newPerson({ firstName: 'Linked' });
    await steps.link(owner, linked);
    expect((await editChild(owner, linked.memberId, { firstName: 'X' })).statusCode).toBe(403);
    expect((await childRow(linked.memberId))?.firstName).toBe('Linked');
  });

  it('refuses bad fields, naming them, and changes nothing', async () => {
    const before = await childRow(emilId);
    const response = await editChild(anna, emilId, { firstName: 'Emil', parentId: mette.memberId });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'parentId', message: expect.any(String) }]);
    expect((await editChild(anna, 'not-an-id', { firstName: 'X' })).statusCode).toBe(400);
    expect(await childRow(emilId)).toEqual(before);
  });

  it('needs a token', async () => {
    expect((await editChild(null, emilId, { firstName: 'X' })).statusCode).toBe(401);
  });
});
