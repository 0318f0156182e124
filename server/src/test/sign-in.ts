import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '#src/db/seed.ts';

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  /** The provider's session cookies, as a Cookie header: for logout and `prompt=none`. */
  cookies: string;
}

/** Just enough of a cookie jar for the provider's cookies. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The path and query of a redirect, so the next request can be injected into the same app. */
export function pathOf(location: unknown): string {
  const url = new URL(String(location), 'http://localhost');
  return `${url.pathname}${url.search}`;
}

export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** A sign-in the web app has started: the browser now stands on the provider's login page. */
export interface SignInFlow {
  jar: CookieJar;
  /** `/idp/interaction/{uid}`: the login page; `/login` and `/register` below it take the forms. */
  interaction: string;
  verifier: string;
  state: string;
  redirectUri: string;
}

/** Step 1, as the web app's redirect does it: authorize with PKCE S256. */
export async function startSignIn(
  app: FastifyInstance,
  extraParams: Record<string, string> = {},
): Promise<SignInFlow> {
  const { config } = app.deps;
  const jar = new CookieJar();
  const redirectUri = `${config.publicUrl}/ui/login-success`;
  const verifier = randomBytes(48).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const query = new URLSearchParams({
    client_id: config.oidc.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    // As the web app asks: the ID token names its session.
    claims: JSON.stringify({ id_token: { sid: null } }),
    ...extraParams,
  });
  const response = await app.inject({ url: `/idp/auth?${query.toString()}` });
  jar.store(response.headers['set-cookie']);
  const interaction = pathOf(response.headers.location);
  if (response.statusCode !== 303 || !interaction.startsWith('/idp/interaction/')) {
    throw new Error(`authorize answered ${response.statusCode}: ${response.body}`);
  }
  return { jar, interaction, verifier, state, redirectUri };
}

/** Posts a form of the sign-in pages (login, registration) with the flow's cookies. */
export async function postForm(
  app: FastifyInstance,
  flow: SignInFlow,
  url: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { ...formHeaders, cookie: flow.jar.header() },
    payload: new URLSearchParams(fields).toString(),
  });
  flow.jar.store(response.headers['set-cookie']);
  return response;
}

/** Steps 3 and 4, after a successful login or registration: back to the client, then tokens. */
export async function finishSignIn(
  app: FastifyInstance,
  flow: SignInFlow,
  accepted: LightMyRequestResponse,
): Promise<SignedIn> {
  if (accepted.statusCode !== 303) {
    throw new Error(`the form answered ${accepted.statusCode}, not a redirect`);
  }
  const resume = await app.inject({
    url: pathOf(accepted.headers.location),
    headers: { cookie: flow.jar.header() },
  });
  flow.jar.store(resume.headers['set-cookie']);
  const callback = new URL(resume.headers.location ?? '', flow.redirectUri);
  const code = callback.searchParams.get('code');
  if (resume.statusCode !== 303 || !code || callback.searchParams.get('state') !== flow.state) {
    throw new Error(`no code after sign-in (${resume.statusCode} to ${callback.href})`);
  }
  const token = await app.inject({
    method: 'POST',
    url: '/idp/token',
    headers: formHeaders,
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: flow.redirectUri,
      client_id: app.deps.config.oidc.clientId,
      code_verifier: flow.verifier,
    }).toString(),
  });
  if (token.statusCode !== 200)
    throw new Error(`token answered ${token.statusCode}: ${token.body}`);
  const body = token.json<Record<string, unknown>>();
  return {
    accessToken: String(body.access_token),
    refreshToken: String(body.refresh_token),
    idToken: String(body.id_token),
    cookies: flow.jar.header(),
  };
}

/**
 * Signs a user in through the real authorization code flow with PKCE S256, as the web app does:
 * authorize, the login form, the redirect back with a code, and the token exchange. No consent
 * page comes in between: the portal is a first-party client.
 */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<SignedIn> {
  const flow = await startSignIn(app);
  const login = await postForm(app, flow, `${flow.interaction}/login`, { email, password });
  return finishSignIn(app, flow, login);
}
