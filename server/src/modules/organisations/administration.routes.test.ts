import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '#src/lib/service-context.ts';
import type { MemberApiTest, Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from './admin-test-kit.ts';
import {
  addOrganisationAdministrator,
  organisationAdministrators,
} from './organisation-administrators.service.ts';

// Issue 14: an ADMIN of an organisation administers it, a SUPER_ADMIN every one, nobody else
// anything; tested call by call for every kind of caller.
let admin: AdminApiTest;
let api: MemberApiTest;
let anna: Person; // USER of ROWING
let ole: Person; // another member, USER
let mette: Person; // ADMIN of ROWING
let sofie: Person; // SUPER_ADMIN
let chessAdmin: Person; // ADMIN of CHESS only

beforeAll(async () => {
  admin = await startAdminApiTest();
  ({ api, anna, ole, mette, sofie, chessAdmin } = admin);
});
afterAll(async () => api.close());

const base = '/org/api/v1/admin/organisations';
const get = (person: Person | null, url: string) => api.call(person, { url });
const put = (person: Person | null, orgKey: string, payload: object) =>
  api.call(person, { method: 'PUT', url: `${base}/${orgKey}`, payload });

async function auditOf(orgKey: string) {
  const { rows } = await api.subject.database.sql.query(
    `select actor_email, details from audit_log
      where action = 'organisation_settings_changed' and details ->> 'orgKey' = $1
      order by occurred_at`,
    [orgKey],
  );
  return rows as { actor_email: string; details: Record<string, unknown> }[];
}

describe('who may administer an organisation', () => {
  it('lists only what the caller administers, and refuses those who administer nothing', async () => {
    const keys = async (person: Person) =>
      (await get(person, base)).json<{ key: string }[]>().map((row) => row.key);
    expect(await keys(mette)).toEqual(['ROWING']);
    expect(await keys(chessAdmin)).toEqual(['CHESS']);
    expect(await keys(sofie)).toEqual(expect.arrayContaining(['ROWING', 'CHESS']));
    for (const person of [anna, ole]) {
      const refused = await get(person, base);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('administrators_only');
    }
    expect((await get(null, base)).statusCode).toBe(401);
  });

  it('shows and changes ROWING for its ADMIN and a SUPER_ADMIN only', async () => {
    await admin.expectOnlyRowingAdministrators((person) => get(person, `${base}/ROWING`));
    await admin.expectOnlyRowingAdministrators((person) =>
      put(person, 'ROWING', { address: 'Tangkrogen 1, 8000 Aarhus C' }),
    );
    const refused = await get(chessAdmin, `${base}/rowing`);
    expect(refused.json()).toMatchObject({
      code: 'organisation_admin_only',
      params: { organisation: 'ROWING' },
    });
  });

  it('answers 404 for an organisation that does not exist, to those who may ask', async () => {
    expect((await get(sofie, `${base}/NOPE`)).statusCode).toBe(404);
    expect((await get(mette, `${base}/NOPE`)).statusCode).toBe(403);
  });
});

describe('organisation settings', () => {
  it('saves name, address, CVR number, contact person and enabled, and audits before and after', async () => {
    const saved = await put(sofie, 'CHESS', {
      name: 'Skakklubben København',
      address: 'Nørrebrogade 52\n2200 København N',
      cvrNumber: '12 34 56 78',
      contactEmail: chessAdmin.email.toUpperCase(),
      enabled: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      key: 'CHESS',
      address: 'Nørrebrogade 52\n2200 København N',
      cvrNumber: '12345678',
      contactEmail: chessAdmin.email,
    });
    expect((await get(chessAdmin, `${base}/CHESS`)).json()).toMatchObject({
      cvrNumber: '12345678',
    });
    const [record] = (await auditOf('CHESS')).slice(-1);
    expect(record?.actor_email).toBe('super@demo.test');
    expect(record?.details).toMatchObject({
      before: { cvrNumber: '87654321', contactEmail: 'super@demo.test' },
      after: { cvrNumber: '12345678', contactEmail: chessAdmin.email },
    });

    // A blank field clears it.
    expect((await put(chessAdmin, 'CHESS', { cvrNumber: '' })).json()).toMatchObject({
      cvrNumber: null,
    });
  });

  it('refuses bad values by field and changes nothing', async () => {
    const before = (await get(mette, `${base}/ROWING`)).json();
    const cases: [object, string, string][] = [
      [{ name: '' }, 'name', 'is required'],
      [{ address: 'Tangkrogen 1\u0000' }, 'address', 'must not contain control characters'],
      [{ cvrNumber: '1234' }, 'cvrNumber', 'must be 8 digits'],
      [{ contactEmail: 'nobody@example.test' }, 'contactEmail', 'no member has this email'],
      [
        { contactEmail: chessAdmin.email },
        'contactEmail',
        'is not a member or administrator of the organisation',
      ],
      [{ contactEmail: 'not an email' }, 'contactEmail', 'Invalid email address'],
      [{ enabled: 'yes' }, 'enabled', 'must be true or false'],
      [{ key: 'OTHER', name: 'Roklub' }, 'key', 'Unrecognized key: "key"'],
    ];
    for (const [payload, field, message] of cases) {
      const refused = await put(mette, 'ROWING', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().errors).toEqual([{ field, message }]);
    }
    expect((await put(mette, 'ROWING', {})).statusCode).toBe(400);
    expect((await get(mette, `${base}/ROWING`)).json()).toEqual(before);
  });
});

describe('administrators', () => {
  const admins = (person: Person | null, orgKey: string) =>
    get(person, `${base}/${orgKey}/administrators`);
  const add = (person: Person | null, orgKey: string, email: string) =>
    api.call(person, {
      method: 'POST',
      url: `${base}/${orgKey}/administrators`,
      payload: { email },
    });
  const remove = (person: Person | null, orgKey: string, email: string) =>
    api.call(person, {
      method: 'DELETE',
      url: `${base}/${orgKey}/administrators/${encodeURIComponent(email)}`,
    });

  it('are listed, given and taken only by an administrator of the organisation', async () => {
    const callers: [Person | null, number][] = [
      [null, 401],
      [ole, 403],
      [anna, 403],
      [chessAdmin, 403],
      [mette, 200],
      [sofie, 200],
    ];
    for (const [person, status] of callers) {
      expect((await admins(person, 'ROWING')).statusCode).toBe(status);
      if (status !== 200) {
        expect((await add(person, 'ROWING', anna.email)).statusCode).toBe(status);
        expect((await remove(person, 'ROWING', 'admin@demo.test')).statusCode).toBe(status);
      }
    }
    expect((await admins(mette, 'ROWING')).json()).toMatchObject({
      editable: true,
      administrators: [{ email: 'admin@demo.test', name: 'Mette Larsen' }],
    });
  });

  it('gives a member ADMIN, effective with the next token, and takes it again, audited', async () => {
    const helper = await api.newPerson({ firstName: 'Helle' });
    expect((await get(helper, base)).statusCode).toBe(403);
    const added = await add(mette, 'ROWING', helper.email.toUpperCase());
    expect(added.statusCode).toBe(200);
    expect(added.json().administrators.map((row: { email: string }) => row.email)).toContain(
      helper.email,
    );
    const renewed = await api.person(helper.email);
    expect((await get(renewed, `${base}/ROWING`)).statusCode).toBe(200);
    expect((await get(renewed, `${base}/CHESS`)).statusCode).toBe(403);

    const removed = await remove(mette, 'ROWING', helper.email);
    expect(removed.statusCode).toBe(200);
    expect((await get(await api.person(helper.email), `${base}/ROWING`)).statusCode).toBe(403);
    const { rows } = await api.subject.database.sql.query(
      `select action, details from audit_log
        where action like 'organisation_administrator_%' and details ->> 'email' = $1
        order by occurred_at`,
      [helper.email],
    );
    expect(rows.map((row) => (row as { action: string }).action)).toEqual([
      'organisation_administrator_added',
      'organisation_administrator_removed',
    ]);
  });

  it('refuses an unknown account, taking one’s own role, and one who holds none', async () => {
    const unknown = await add(mette, 'ROWING', 'nobody@example.test');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'email', message: 'no account has this email' },
    ]);
    expect((await add(mette, 'ROWING', 'not an email')).statusCode).toBe(400);
    const own = await remove(mette, 'ROWING', 'admin@demo.test');
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_administration_kept');
    expect((await remove(mette, 'ROWING', anna.email)).statusCode).toBe(404);
  });
});

describe('administrators with an outside identity provider', () => {
  it('are managed there: the list says where, and giving or taking is refused', async () => {
    const base = serviceContext(api.subject.app);
    const ctx = {
      ...base,
      config: {
        ...base.config,
        oidc: { ...base.config.oidc, embedded: false, issuer: 'https://auth.example.com/' },
      },
    };
    const caller = {
      subject: 'outside-1',
      email: 'admin@club.example',
      sessionId: null,
      name: 'Ada Admin',
      givenName: 'Ada',
      familyName: 'Admin',
      grants: [{ orgKey: 'ROWING', role: 'ADMIN' as const }],
    };
    expect(await organisationAdministrators(ctx, caller, 'ROWING')).toEqual({
      editable: false,
      issuer: 'https://auth.example.com/',
      administrators: [],
    });
    const origin = { method: 'POST', path: '/x', requestId: 'r' };
    await expect(
      addOrganisationAdministrator(ctx, caller, { orgKey: 'ROWING', email: anna.email, origin }),
    ).rejects.toMatchObject({ textCode: 'roles_managed_by_provider' });
  });
});
