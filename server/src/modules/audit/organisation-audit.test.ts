import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';

// Issue 14.7: every change an administrator makes is listed on the organisation's audit page.
let admin: AdminApiTest;
let mette: Person;
let sofie: Person;

beforeAll(async () => {
  admin = await startAdminApiTest();
  ({ mette, sofie } = admin);
});
afterAll(async () => admin.api.close());

const settings = '/org/api/v1/admin/organisations';
const audit = (orgKey: string, query = '') => `${settings}/${orgKey}/audit${query}`;
const list = async (person: Person, orgKey: string, query = '') =>
  (await admin.api.call(person, { url: audit(orgKey, query) })).json<{
    records: {
      sequence: number;
      actorEmail: string;
      action: string;
      details: Record<string, unknown>;
    }[];
    nextBefore: number | null;
  }>();

describe("an organisation's audit page", () => {
  it('is open to the organisation’s administrators only', async () => {
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: audit('ROWING') }),
    );
  });

  it('lists each change with who made it and the values before and after, newest first', async () => {
    for (const [person, name] of [
      [mette, 'Aarhus Roklub I'],
      [sofie, 'Aarhus Roklub II'],
      [mette, 'Aarhus Roklub III'],
    ] as const) {
      const saved = await admin.api.call(person, {
        method: 'PUT',
        url: `${settings}/ROWING`,
        payload: { name },
      });
      expect(saved.statusCode).toBe(200);
    }
    await admin.api.call(sofie, {
      method: 'PUT',
      url: `${settings}/CHESS`,
      payload: { name: 'Skak' },
    });

    const rowing = await list(mette, 'ROWING');
    expect(rowing.records.map((record) => record.details.after)).toEqual([
      expect.objectContaining({ name: 'Aarhus Roklub III' }),
      expect.objectContaining({ name: 'Aarhus Roklub II' }),
      expect.objectContaining({ name: 'Aarhus Roklub I' }),
    ]);
    expect(rowing.records.map((record) => record.actorEmail)).toEqual([
      'admin@demo.test',
      'super@demo.test',
      'admin@demo.test',
    ]);
    expect(rowing.records[0]).toMatchObject({
      action: 'organisation_settings_changed',
      details: { before: { name: 'Aarhus Roklub II' } },
    });
    // CHESS's change is on CHESS's page only.
    expect(JSON.stringify(rowing)).not.toContain('Skak');
    expect((await list(sofie, 'CHESS')).records).toHaveLength(1);
  });

  it('pages by sequence without losing or repeating a record', async () => {
    const whole = (await list(mette, 'ROWING')).records.map((record) => record.sequence);
    const first = await list(mette, 'ROWING', '?limit=2');
    expect(first.records).toHaveLength(2);
    expect(first.nextBefore).not.toBeNull();
    const rest = await list(mette, 'ROWING', `?limit=50&before=${String(first.nextBefore)}`);
    expect([...first.records, ...rest.records].map((record) => record.sequence)).toEqual(whole);
    expect(rest.nextBefore).toBeNull();
  });

  it('keeps the changes out of the super administrator’s acting-as log', async () => {
    const response = await admin.api.call(sofie, { url: '/member/api/v1/audit/list' });
    expect(response.statusCode).toBe(200);
    const actions = response.json<{ records: { action: string }[] }>().records.map((r) => r.action);
    expect(actions.every((action) => action.startsWith('impersonation'))).toBe(true);
  });

  it('refuses a malformed page cursor by field', async () => {
    const refused = await admin.api.call(mette, { url: audit('ROWING', '?before=abc') });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('before');
  });
});
