import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MemberApiTest, type Person, startMemberApiTest } from './member-test-kit.ts';

// OWASP ASVS 8.2.2: only org:ALL|role:SUPER_ADMIN may list members.
let api: MemberApiTest;
let sofie: Person; // super administrator
let anna: Person; // a member (USER)
let mette: Person; // ADMIN of one organisation
let ole: Person; // a pending family member of Anna

beforeAll(async () => {
  api = await startMemberApiTest();
  ({ sofie, anna, mette, ole } = await api.demoPeople());
  for (const firstName of ['bent', 'Alma', 'carl', 'Bent']) await api.newPerson({ firstName });
});
afterAll(async () => api.close());

const list = (person: Person | null, query = '?size=1000') =>
  api.call(person, { url: `/member/api/v1/member/list${query}` });

describe('GET member/list (OWASP ASVS 8.2.2)', () => {
  it('lists members for a super administrator, by first then last name regardless of case', async () => {
    const response = await list(sofie);
    expect(response.statusCode).toBe(200);
    const names: string[] = response.json().map((m: { firstName: string }) => m.firstName);
    const keys = names.map((name) => name.toLowerCase());
    expect(keys).toEqual([...keys].sort());
    expect(names).toEqual(expect.arrayContaining(['Alma', 'bent', 'Bent', 'carl', 'Anna', 'Ole']));
    // Children have no login: they are not among the members one can pick.
    expect(names).not.toContain('Emil');
    expect(response.json()[0]).toEqual({
      id: expect.any(String),
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: expect.any(String),
    });
  });

  it('takes at most size members, and never more than 1000', async () => {
    expect((await list(sofie, '?size=2')).json()).toHaveLength(2);
    expect((await list(sofie, '')).statusCode).toBe(200);
    const tooMany = await list(sofie, '?size=1001');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([{ field: 'size', message: 'must be at most 1000' }]);
  });

  it('refuses the owner of a member, another member, an admin and a pending family member', async () => {
    for (const person of [anna, mette, ole]) expect((await list(person)).statusCode).toBe(403);
  });

  it('needs a token', async () => {
    expect((await list(null)).statusCode).toBe(401);
  });
});
