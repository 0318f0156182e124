// The membership purchase of SPEC.md section 4 as members go through it, on the real server and
// its sandbox gateway: prepare (the purchase opens the payment window), pay in the window, confirm.
import { confirmEmailOverHttp, registerOverHttp } from './sign-in.ts';

export interface PurchaseFlowResult {
  purchases: number;
  purchasesPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Paid payments the server lists afterwards in the members' histories. */
  paidInHistory: number;
}

const approvedCard = {
  cardNumber: '4111 1111 1111 1111',
  expiry: '12/39',
  cvc: '123',
  cardholderName: 'Bench Member',
};

export class Api {
  constructor(
    private readonly origin: string,
    private readonly accessToken: string,
  ) {}

  async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, this.origin), {
      method,
      headers: {
        authorization: `Bearer ${this.accessToken}`,
        orgKey: 'ALL',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  /**
   * For what is not measured (preparing, reading the outcome afterwards): a request the server shed
   * as busy right after a burst never reached its handler, and is asked again after a moment, as
   * the web app does, rather than ending the bench.
   */
  async callWhenNotBusy<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.call<T>(method, path, body);
      } catch (error) {
        if (attempt === 5 || !String(error).includes('answered 503')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }
}

export interface BenchMember {
  api: Api;
  memberId: string;
  email: string;
}

const benchPassword = 'bench-password-1';

/**
 * A new person registers, signs in, confirms their address through the mailed link and completes
 * the profile's address, as a new member would.
 */
export async function newMember(origin: string, index: number): Promise<BenchMember> {
  const email = `bench-${Date.now()}-${index}@bench.test`;
  const { accessToken } = await registerOverHttp(origin, {
    firstName: 'Bench',
    lastName: `Member ${index}`,
    email,
    password: benchPassword,
  });
  await confirmEmailOverHttp(origin, email);
  const api = new Api(origin, accessToken);
  const member = await api.call<{ id: string }>('PUT', '/member/api/v1/member/item', {
    address: { addressLine1: 'Åboulevarden 1', city: 'Aarhus', postCode: '8000', country: 'DK' },
  });
  return { api, memberId: member.id, email };
}

/** The demo organisation ROWING and its membership type Adult, which bench members buy. */
async function rowingAdult(api: Api): Promise<{ orgId: string; membershipConfId: string }> {
  const organisations = await api.call<{ id: string; key: string }[]>(
    'GET',
    '/org/api/v1/org/list',
  );
  const rowing = organisations.find((organisation) => organisation.key === 'ROWING');
  if (!rowing) throw new Error('the demo organisation ROWING is missing');
  const configurations = await api.call<{ id: string; name: string }[]>(
    'GET',
    `/org/api/v1/org/${rowing.id}/config/membership/list`,
  );
  const adult = configurations.find((configuration) => configuration.name === 'Adult');
  if (!adult) throw new Error('the demo membership type Adult is missing');
  return { orgId: rowing.id, membershipConfId: adult.id };
}

/**
 * A new member who has bought a membership: most members who open the dashboard have one, and
 * what they see first there is the event list, not the membership prompt.
 */
export async function memberWithMembership(
  origin: string,
): Promise<{ email: string; password: string }> {
  const member = await newMember(origin, 0);
  const { orgId, membershipConfId } = await rowingAdult(member.api);
  const status = await purchaseOnce(origin, member, orgId, membershipConfId);
  if (status !== 'paid') throw new Error(`the bench member's membership is ${status}, not paid`);
  return { email: member.email, password: benchPassword };
}

/** One whole purchase; resolves with the payment status the confirm call answers. */
async function purchaseOnce(
  origin: string,
  member: BenchMember,
  orgId: string,
  membershipConfId: string,
): Promise<string> {
  const { paymentWindowLink } = await member.api.call<{ paymentWindowLink: string }>(
    'POST',
    '/member/api/v1/membership/purchase',
    { orgId, participants: [{ memberId: member.memberId, membershipConfId }] },
  );
  const window = new URL(paymentWindowLink);
  const paid = await fetch(new URL(window.pathname, origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(approvedCard).toString(),
  });
  const accept = new URL(paid.headers.get('location') ?? '', origin);
  const token = accept.searchParams.get('token');
  if (paid.status !== 303 || !accept.pathname.endsWith('/membership/confirm') || !token) {
    throw new Error(`the payment window answered ${paid.status} to ${accept.pathname}`);
  }
  const outcome = await member.api.call<{ paymentStatus: string }>(
    'POST',
    '/member/api/v1/membership/payment/confirm',
    {
      token,
      authorizationIdentifier: accept.searchParams.get('authorizationIdentifier') ?? undefined,
    },
  );
  return outcome.paymentStatus;
}

async function paidPaymentsOf(member: BenchMember, orgId: string): Promise<number> {
  const memberships = await member.api.call<{ id: string }[]>(
    'GET',
    `/member/api/v1/${member.memberId}/membership/list?orgId=${orgId}`,
  );
  let paid = 0;
  for (const membership of memberships) {
    const history = await member.api.call<{ payment: { paymentStatus: string } }[]>(
      'GET',
      `/member/api/v1/membership/${membership.id}/history/list`,
    );
    paid += history.filter((record) => record.payment.paymentStatus === 'paid').length;
  }
  return paid;
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/**
 * `concurrency` members each buy one ROWING Adult membership after another for `seconds`; a
 * member has one purchase in flight at a time, as in the web app.
 */
export async function benchPurchaseFlow(
  origin: string,
  seconds: number,
  concurrency = 8,
): Promise<PurchaseFlowResult> {
  const members = await Promise.all(
    Array.from({ length: concurrency }, (_, index) => newMember(origin, index)),
  );
  const [first] = members;
  if (!first) throw new Error('no bench members');
  const { orgId, membershipConfId } = await rowingAdult(first.api);

  // One warm-up purchase per member, so first-use costs are not measured.
  await Promise.all(members.map((member) => purchaseOnce(origin, member, orgId, membershipConfId)));
  const warmUps = members.length;

  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    members.map(async (member) => {
      while (performance.now() < end) {
        const begun = performance.now();
        try {
          const status = await purchaseOnce(origin, member, orgId, membershipConfId);
          if (status === 'paid') latencies.push(performance.now() - begun);
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const paidCounts = await Promise.all(members.map((member) => paidPaymentsOf(member, orgId)));
  latencies.sort((a, b) => a - b);
  return {
    purchases: latencies.length,
    purchasesPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    paidInHistory: paidCounts.reduce((sum, count) => sum + count, 0) - warmUps,
  };
}
