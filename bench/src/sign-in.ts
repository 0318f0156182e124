import { createHash, randomBytes } from 'node:crypto';

/** The provider's cookies, carried from one request to the next as a browser would. */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      this.#cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** What the provider's interaction page is sent: the login form or the registration form. */
type InteractionForm =
  | { page: 'login'; email: string; password: string }
  | {
      page: 'register';
      firstName: string;
      lastName: string;
      email: string;
      password: string;
    };

function formFields(form: InteractionForm): Record<string, string> {
  if (form.page === 'login') return { email: form.email, password: form.password };
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    password: form.password,
    passwordConfirmation: form.password,
  };
}

/**
 * Goes through the embedded provider's code flow with PKCE S256 over HTTP, as the web app does,
 * submitting the login or registration form, so the benchmark measures with a real access token.
 */
async function codeFlow(
  origin: string,
  form: InteractionForm,
): Promise<{ accessToken: string } | { shedForSeconds: number }> {
  const jar = new CookieJar();
  const get = async (url: string) => {
    const response = await fetch(new URL(url, origin), {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  const redirectUri = `${origin}/ui/login-success`;
  const verifier = randomBytes(48).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'member-portal-web',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'bench',
  });
  const authorize = await get(`/idp/auth?${query.toString()}`);
  const interaction = authorize.headers.get('location') ?? '';
  const submitted = await fetch(new URL(`${interaction}/${form.page}`, origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams(formFields(form)).toString(),
  });
  jar.store(submitted);
  const shed = [authorize, submitted].find((response) => response.status === 503);
  if (shed) return { shedForSeconds: Number(shed.headers.get('retry-after') ?? 1) };
  const resume = await get(submitted.headers.get('location') ?? '');
  const code = new URL(resume.headers.get('location') ?? '', origin).searchParams.get('code');
  if (!code) throw new Error(`${form.page} as ${form.email} gave no code (${submitted.status})`);
  const token = await fetch(new URL('/idp/token', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'member-portal-web',
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await token.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`token exchange answered ${token.status}`);
  return { accessToken: body.access_token };
}

/**
 * A server shedding load (503, under-pressure) before the form was taken has made neither the
 * account nor the session, so the flow is begun again after its Retry-After, a few times.
 */
async function codeFlowUntilAccepted(origin: string, form: InteractionForm) {
  for (let attempt = 1; ; attempt++) {
    const outcome = await codeFlow(origin, form);
    if ('accessToken' in outcome) return outcome;
    if (attempt === 4) throw new Error(`${form.page} as ${form.email} was shed ${attempt} times`);
    await new Promise((resolve) => setTimeout(resolve, outcome.shedForSeconds * 1000));
  }
}

export function signInOverHttp(origin: string, email: string, password: string) {
  return codeFlowUntilAccepted(origin, { page: 'login', email, password });
}

/** Registers a new account (and its member) through the provider's own page, then signs in. */
export function registerOverHttp(
  origin: string,
  person: { firstName: string; lastName: string; email: string; password: string },
) {
  return codeFlowUntilAccepted(origin, { page: 'register', ...person });
}

/**
 * Follows the link of the mail that confirms a new account's address, read from the server's
 * development mailbox (the bench runs it on this machine, without SMTP): members pay and book only
 * once their address is confirmed.
 */
export async function confirmEmailOverHttp(origin: string, email: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mailbox = await (await fetch(new URL('/dev/mailbox', origin))).text();
    const mail = mailbox.split('<article>').find((article) => article.includes(`To ${email} `));
    const link = /href="[^"]*(\/idp\/verify-email\?token=[\w-]+)"/.exec(mail ?? '')?.[1];
    if (link) {
      const followed = await fetch(new URL(link, origin));
      if (!followed.ok) throw new Error(`the confirmation link answered ${followed.status}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation mail reached ${email}`);
}
