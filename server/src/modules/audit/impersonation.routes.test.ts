import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAsMemberHeader } from '@portal/contracts/act-as-header';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';

// OWASP ASVS 8.2.2 and 8.3.3: only org:ALL|role:SUPER_ADMIN acts as a member, and it is audited
// (V16).
let api: MemberApiTest;
let sofie: Person; // super administrator
let anna: Person; // a member (USER)
let mette: Person; // ADMIN of ROWING
let ole: Person;

beforeAll(async () => {
  api = await startMemberApiTest();
  ({ sofie, anna, mette, ole } = await api.demoPeople());
});
afterAll(async () => api.close());

const asMember = (person: Person, memberId: string, url: string, method: 'GET' | 'PUT' = 'GET') =>
  api.call(person, { method, url, headers: { [actAsMemberHeader]: memberId } });

const auditList = (person: Person, query = '') =>
  api.call(person, { url: `/member/api/v1/audit/list${query}` });

describe('acting as a member', () => {
  it('refuses a plain USER and an ADMIN with 403, and writes the refusal to the audit log', async () => {
    for (const person of [ole, mette]) {
      const response = await asMember(
        person,
        anna.memberId,
        `/member/api/v1/member/item?email=${anna.email}`,
      );
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().detail).toBe('Only a super administrator may act as another member.');
    }
    const { records } = (await auditList(sofie, '?limit=200')).json();
    const refused = records.filter(
      (record: { action: string; actor: { email: string } }) =>
        record.action === 'impersonation_refused' &&
        [ole.email, mette.email].includes(record.actor.email),
    );
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({
      statusCode: '403',
      method: 'GET',
      actedAs: { id: anna.memberId, firstName: 'Anna' },
      requestedMemberId: anna.memberId,
    });
    // The member asked for finds the attempts on her.
    const { records: annas } = (
      await auditList(sofie, `?memberId=${anna.memberId}&limit=200`)
    ).json();
    expect(
      annas.filter((record: { action: string }) => record.action === 'impersonation_refused'),
    ).toHaveLength(2);
  });

  it('lets a super administrator read the member’s data, with the member’s ids', async () => {
    const member = await asMember(
      sofie,
      anna.memberId,
      `/member/api/v1/member/search-email?email=${anna.email}`,
    );
    expect(member.statusCode).toBe(200);
    expect(member.json()).toMatchObject({ id: anna.memberId, email: anna.email });

    const notifications = await asMember(
      sofie,
      anna.memberId,
      `/member/api/v1/member/notification/list?memberId=${anna.memberId}`,
    );
    expect(notifications.statusCode).toBe(200);
    for (const notification of notifications.json()) {
      expect(notification.receiverId).toBe(anna.memberId);
    }
    const overview = await asMember(sofie, anna.memberId, '/member/api/v1/membership/overview');
    expect(overview.statusCode).toBe(200);
    // Without the header the super administrator is herself again.
    const own = await api.call(sofie, {
      url: `/member/api/v1/member/search-email?email=${anna.email}`,
    });
    expect(own.statusCode).toBe(403);
  });

  it('answers 400 for a header that is not a member id and 404 for an unknown member', async () => {
    const bad = await asMember(sofie, 'anna', '/member/api/v1/membership/overview');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: actAsMemberHeader, message: 'must be one member id' },
    ]);
    const unknown = await asMember(
      sofie,
      '00000000-0000-4000-8000-000000000000',
      '/member/api/v1/membership/overview',
    );
    expect(unknown.statusCode).toBe(404);

    // Both attempts are on the record with what was asked for, written as given and harmless.
    const hostile = await asMember(sofie, 'x\u0007<b>', '/member/api/v1/membership/overview');
    expect(hostile.statusCode).toBe(400);
    const { records } = (await auditList(sofie, '?limit=10')).json();
    // Three calls within a millisecond share a timestamp, and the log's order among equals is
    // its own: compare the three as a set.
    const latest = records
      .slice(0, 3)
      .map(
        (record: {
          action: string;
          statusCode: string;
          requestedMemberId: string;
          actedAs: unknown;
        }) => ({
          action: record.action,
          statusCode: record.statusCode,
          requestedMemberId: record.requestedMemberId,
          actedAs: record.actedAs,
        }),
      );
    expect(latest).toHaveLength(3);
    expect(latest).toEqual(
      expect.arrayContaining([
        {
          action: 'impersonation_refused',
          statusCode: '400',
          requestedMemberId: 'x<b>',
          actedAs: null,
        },
        {
          action: 'impersonation_refused',
          statusCode: '404',
          requestedMemberId: '00000000-0000-4000-8000-000000000000',
          actedAs: null,
        },
        {
          action: 'impersonation_refused',
          statusCode: '400',
          requestedMemberId: 'anna',
          actedAs: null,
        },
      ]),
    );
    const byId = (await auditList(sofie, '?memberId=00000000-0000-4000-8000-000000000000')).json();
    expect(byId.records).toHaveLength(1);
  });

  it('writes every call made while acting to the audit log: who, as whom, which call, when, the answer', async () => {
    const before = Date.now();
    const call = await asMember(sofie, ole.memberId, '/member/api/v1/membership/overview');
    expect(call.statusCode).toBe(200);
    const page = (await auditList(sofie, `?memberId=${ole.memberId}`)).json();
    expect(page.records[0]).toMatchObject({
      action: 'impersonation',
      actor: { email: sofie.email, subject: expect.any(String) },
      actedAs: { id: ole.memberId, firstName: 'Ole', email: ole.email },
      method: 'GET',
      path: '/member/api/v1/membership/overview',
      statusCode: '200',
    });
    expect(Date.parse(page.records[0].occurredAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('GET audit/list', () => {
  it('is for super administrators only', async () => {
    for (const person of [anna, mette]) expect((await auditList(person)).statusCode).toBe(403);
    expect((await api.call(null, { url: '/member/api/v1/audit/list' })).statusCode).toBe(401);
  });

  it('lists newest first, filters by member and pages without gaps', async () => {
    for (let index = 0; index < 5; index++) {
      await asMember(sofie, anna.memberId, '/member/api/v1/membership/overview');
    }
    const all = (await auditList(sofie, `?memberId=${anna.memberId}&limit=200`)).json().records;
    expect(all.length).toBeGreaterThanOrEqual(5);
    const times = all.map((record: { occurredAt: string }) => Date.parse(record.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const record of all) expect(record.actedAs.id).toBe(anna.memberId);

    const seen: string[] = [];
    let before = '';
    for (;;) {
      const page = (await auditList(sofie, `?memberId=${anna.memberId}&limit=2${before}`)).json();
      seen.push(...page.records.map((record: { id: string }) => record.id));
      if (!page.nextBefore) break;
      before = `&before=${page.nextBefore}`;
    }
    expect(seen).toEqual(all.map((record: { id: string }) => record.id));
  });
});
