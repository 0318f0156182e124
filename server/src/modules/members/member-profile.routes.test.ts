import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '#src/db/schema/index.ts';
import { type MemberApiTest, type Person, startMemberApiTest } from './member-test-kit.ts';

// OWASP ASVS 8.2.2: the profile call names no member; it changes the caller's own and no other.
let api: MemberApiTest;
let owner: Person;
let mette: Person; // another member
let ole: Person; // a pending family member of Anna

beforeAll(async () => {
  api = await startMemberApiTest();
  [mette, ole] = await Promise.all([
    api.person('admin@demo.test'),
    api.person('noaddress@demo.test'),
  ]);
  owner = await api.newPerson({ firstName: 'Owner' });
});
afterAll(async () => api.close());

const update = (person: Person | null, payload: unknown) =>
  api.call(person, {
    method: 'PUT',
    url: '/member/api/v1/member/item',
    payload: payload as object,
  });

const rowOf = async (person: Person) => {
  const [row] = await api.subject.database.db
    .select()
    .from(members)
    .where(eq(members.id, person.memberId));
  return row;
};

const address = { addressLine1: 'Vestergade 5', city: 'Odense C', postCode: '5000', country: 'dk' };

describe('PUT member/item (OWASP ASVS 8.2.2)', () => {
  it('changes the owner’s profile, normalising phone and country', async () => {
    const response = await update(owner, {
      firstName: ' Karen ',
      lastName: 'Hansen',
      phone: '+45 31 22 33 44',
      gender: 'female',
      dateOfBirth: '1985-03-02',
      address: { ...address, addressLine2: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: owner.memberId,
      firstName: 'Karen',
      lastName: 'Hansen',
      phone: '+4531223344',
      gender: 'female',
      dateOfBirth: '1985-03-02',
      email: owner.email,
      address: { ...address, country: 'Denmark', addressLine2: null, addressLine3: null },
    });
    expect(await rowOf(owner)).toMatchObject({ city: 'Odense C', country: 'Denmark' });
  });

  it('keeps fields left out and clears those sent as null', async () => {
    const response = await update(owner, { phone: null });
    expect(response.json()).toMatchObject({ phone: null, firstName: 'Karen', gender: 'female' });
    expect((await update(owner, { address: null })).json().address).toBeNull();
    expect((await update(owner, { address })).json().address.city).toBe('Odense C');
  });

  it('refuses a bad postcode with the spec message and saves nothing', async () => {
    const before = await rowOf(owner);
    const response = await update(owner, {
      firstName: 'Changed',
      address: { ...address, postCode: '50OO' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual([
      {
        field: 'address.postCode',
        message: 'Postcode is invalid. Please use numeric values only.',
      },
    ]);
    expect(await rowOf(owner)).toEqual(before);
  });

  it('refuses email, ids and family fields, naming them, and saves nothing', async () => {
    const before = await rowOf(owner);
    for (const field of [
      'email',
      'id',
      'parentId',
      'familyLink',
      'familyInvitationStatus',
      'enabled',
    ]) {
      const response = await update(owner, { firstName: 'Changed', [field]: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message: expect.any(String) }]);
    }
    expect(await rowOf(owner)).toEqual(before);
  });

  it('names each bad field', async () => {
    const response = await update(owner, {
      firstName: '',
      phone: '12',
      gender: 'robot',
      dateOfBirth: '2999-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['dateOfBirth', 'firstName', 'gender', 'phone']);
    expect((await update(owner, {})).statusCode).toBe(400);
    expect((await update(owner, [1])).statusCode).toBe(400);
  });

  it('refuses control characters in names and the address, naming the field', async () => {
    const before = await rowOf(owner);
    const response = await update(owner, {
      firstName: 'Ow\u0000ner',
      address: {
        addressLine1: 'Main\u0000 street 1',
        city: 'Aar\u0000hus',
        postCode: '8000',
        country: 'Denmark',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map(
          (error: { field: string; message: string }) => `${error.field}: ${error.message}`,
        )
        .sort(),
    ).toEqual([
      'address.addressLine1: must not contain control characters',
      'address.city: must not contain control characters',
      'firstName: must not contain control characters',
    ]);
    const lineBreak = await update(owner, { lastName: 'Two\nlines' });
    expect(lineBreak.json().errors).toEqual([
      { field: 'lastName', message: 'must not contain control characters' },
    ]);
    expect(await rowOf(owner)).toEqual(before);
  });

  it('changes only the caller’s own member, for another member and a pending family member', async () => {
    const annaBefore = await api.person('member@demo.test').then(rowOf);
    expect((await update(mette, { lastName: 'Larsen-Berg' })).json().id).toBe(mette.memberId);
    expect((await update(ole, { lastName: 'Hansen' })).json().id).toBe(ole.memberId);
    expect(await api.person('member@demo.test').then(rowOf)).toEqual(annaBefore);
  });

  it('needs a token, and a member', async () => {
    expect((await update(null, { firstName: 'X' })).statusCode).toBe(401);
    const account = await api.newAccount();
    expect((await update(account as Person, { firstName: 'X' })).statusCode).toBe(404);
  });
});
