import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { roleGrants, users } from '#src/db/schema/index.ts';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';

/** The callers every administration call is tried with (issue 14), for ROWING. */
export interface AdminCallers {
  /** Anna (member@demo.test): a USER, member of ROWING. */
  anna: Person;
  /** Ole (noaddress@demo.test): another member, USER. */
  ole: Person;
  /** Mette (admin@demo.test): ADMIN of ROWING. */
  mette: Person;
  /** Sofie (super@demo.test): SUPER_ADMIN, administers every organisation. */
  sofie: Person;
  /** A new account that is ADMIN of CHESS only. */
  chessAdmin: Person;
}

export interface AdminApiTest extends AdminCallers {
  api: MemberApiTest;
  /** Each caller with the status a ROWING administration call answers them when allowed. */
  accessMatrix(allowed: number): { who: string; person: Person | null; status: number }[];
  /**
   * Calls `request` as every kind of caller and expects 401 for nobody, 403 for a member, for
   * another member and for CHESS's ADMIN, and `allowed` for ROWING's ADMIN and a SUPER_ADMIN.
   */
  expectOnlyRowingAdministrators(
    request: (person: Person | null) => ReturnType<MemberApiTest['call']>,
    allowed?: number,
  ): Promise<void>;
  /**
   * The member buys one period of each type (for themself) in the organisation and pays it in
   * the sandbox window, as the browser would: answers the payment's id.
   */
  buyMembership(person: Person, orgKey: string, typeId: string): Promise<string>;
}

export async function startAdminApiTest(
  options: { env?: Record<string, string> } = {},
): Promise<AdminApiTest> {
  const api = await startMemberApiTest(options);
  const { anna, ole, mette, sofie } = await api.demoPeople();
  const made = await api.newPerson({ firstName: 'Carl' });
  const { db } = api.subject.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, made.email));
  await db.insert(roleGrants).values({ userId: user?.id ?? '', orgKey: 'CHESS', role: 'ADMIN' });
  const chessAdmin = await api.person(made.email);

  const accessMatrix = (allowed: number) => [
    { who: 'nobody', person: null, status: 401 },
    { who: 'another member (USER)', person: ole, status: 403 },
    { who: 'a member of ROWING (USER)', person: anna, status: 403 },
    { who: 'ADMIN of CHESS', person: chessAdmin, status: 403 },
    { who: 'ADMIN of ROWING', person: mette, status: allowed },
    { who: 'SUPER_ADMIN', person: sofie, status: allowed },
  ];
  const buyMembership = async (person: Person, orgKey: string, typeId: string) => {
    const { rows } = await api.subject.database.sql.query(
      'select id from organisations where key = $1',
      [orgKey],
    );
    // Billing needs an address: a new person of a test has none yet.
    await api.subject.database.sql.query(
      `update members set address_line1 = coalesce(address_line1, 'Tangkrogen 1'),
         city = coalesce(city, 'Aarhus C'), post_code = coalesce(post_code, '8000'),
         country = coalesce(country, 'Denmark') where id = $1`,
      [person.memberId],
    );
    const purchase = await api.call(person, {
      method: 'POST',
      url: '/member/api/v1/membership/purchase',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' },
      payload: {
        orgId: (rows[0] as { id: string }).id,
        participants: [{ memberId: person.memberId, membershipConfId: typeId }],
      },
    });
    expect(purchase.statusCode, purchase.body).toBe(200);
    const started = purchase.json<{ paymentId: string; paymentWindowLink: string }>();
    const landing = await payInWindow(
      api.subject.app,
      started.paymentWindowLink,
      testCards.approve,
    );
    const confirm = await api.call(person, {
      method: 'POST',
      url: '/member/api/v1/membership/payment/confirm',
      payload: {
        token: landing.searchParams.get('token'),
        authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
        savedCardIdentifier: landing.searchParams.get('savedCardIdentifier'),
      },
    });
    expect(confirm.json(), confirm.body).toMatchObject({ paymentStatus: 'paid' });
    return started.paymentId;
  };

  return {
    api,
    buyMembership,
    anna,
    ole,
    mette,
    sofie,
    chessAdmin,
    accessMatrix,
    async expectOnlyRowingAdministrators(request, allowed = 200) {
      for (const { who, person, status } of accessMatrix(allowed)) {
        const response = await request(person);
        expect(response.statusCode, `${who}: ${response.body.slice(0, 200)}`).toBe(status);
      }
    },
  };
}
