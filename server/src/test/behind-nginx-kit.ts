import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { Config } from '#src/config.ts';
import type { DatabaseHandle } from '#src/db/client.ts';
import { mintAccessToken } from './access-token.ts';
import type { HttpsClient } from './https-client.ts';
import { CookieJar } from './sign-in.ts';

/** What the tests behind nginx need besides nginx: the servers, a mail server, members. */

export interface ServerProcess {
  port: number;
  output(): string;
  stop(): Promise<void>;
}

/** The compiled server (`main.js`) as production starts it, with the environment given. */
export async function startServerProcess(
  compiledServer: string,
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [path.join(compiledServer, 'main.js')], {
    env: { PATH: process.env.PATH, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`the server on ${port} did not start: ${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (ready?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A mail server on loopback that keeps the Message-ID of every mail delivered to it. */
export async function startMailSink(): Promise<{
  url: string;
  messageIds: string[];
  close(): Promise<void>;
}> {
  const messageIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // A long header is folded onto the next line.
        messageIds.push(/^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '(none)');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The web app's sign-in through the embedded provider, as a browser does it over HTTP: authorize
 * with PKCE S256, the login page, the form, back to the provider, the code for tokens. Answers
 * each step's X-Request-Id too, to see which server took it.
 */
export async function signInThrough(
  client: HttpsClient,
  origin: string,
  email: string,
  password: string,
): Promise<{ accessToken: string; steps: Map<string, string> }> {
  const jar = new CookieJar();
  const steps = new Map<string, string>();
  const step = async (name: string, method: string, url: string, form?: Record<string, string>) => {
    const answer = await client.request(method, url, { form, headers: { cookie: jar.header() } });
    jar.store(answer.headers['set-cookie']);
    steps.set(name, answer.requestId);
    return answer;
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
    state: 'behind-nginx',
  });
  const authorize = await step('authorize', 'GET', `/idp/auth?${query.toString()}`);
  const interaction = String(authorize.headers.location);
  await step('login page', 'GET', interaction);
  const submitted = await step('login', 'POST', `${interaction}/login`, { email, password });
  if (submitted.status !== 303) throw new Error(`the login form answered ${submitted.status}`);
  const resumed = await step('resume', 'GET', String(submitted.headers.location));
  const code = new URL(String(resumed.headers.location), origin).searchParams.get('code');
  if (!code) throw new Error(`no code after sign-in (${resumed.status})`);
  const token = await step('token', 'POST', '/idp/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: 'member-portal-web',
    code_verifier: verifier,
  });
  const accessToken = (JSON.parse(token.body) as { access_token?: string }).access_token;
  if (!accessToken) throw new Error(`the token endpoint answered ${token.status}`);
  return { accessToken, steps };
}

/** A booker: a member with a confirmed email and children, and a token for the API. */
export interface Booker {
  authorization: string;
  children: string[];
}

/**
 * Members and their children written straight to the database, with tokens signed by the
 * provider's own key: a thousand bookings need many people, not many sign-ins.
 */
export async function createBookers(
  deps: { config: Config; database: DatabaseHandle },
  count: number,
  childrenEach: number,
): Promise<Booker[]> {
  const { sql } = deps.database;
  const tag = randomBytes(4).toString('hex');
  const emails = Array.from({ length: count }, (_, index) => `booker-${tag}-${index}@example.test`);
  await sql.query(
    `with added as (
       insert into users (email, given_name, family_name, password_hash, email_verified)
       select email, 'Booker', 'Burst', 'no sign-in', true from unnest($1::text[]) as email
       returning id, email)
     insert into role_grants (user_id, org_key, role) select id, 'ALL', 'USER' from added`,
    [emails],
  );
  const { rows } = await sql.query(
    `insert into members (email, first_name, last_name)
     select email, 'Booker', 'Burst' from unnest($1::text[]) as email returning id, email`,
    [emails],
  );
  const parents = rows as { id: string; email: string }[];
  const { rows: children } = await sql.query(
    `insert into members (first_name, last_name, parent_id)
     select 'Child', 'No. ' || n, parent from unnest($1::uuid[]) as parent, generate_series(1, $2) as n
     returning id, parent_id`,
    [parents.map((parent) => parent.id), childrenEach],
  );
  return Promise.all(
    parents.map(async (parent) => ({
      authorization: `Bearer ${await mintAccessToken({ deps }, parent.email)}`,
      children: (children as { id: string; parent_id: string }[])
        .filter((child) => child.parent_id === parent.id)
        .map((child) => child.id),
    })),
  );
}

/** A free event of the demo club ROWING, open to everyone and bookable now. */
export async function createEvent(
  database: DatabaseHandle,
  values: { capacity: number; guestsInvited?: boolean },
): Promise<string> {
  const { rows } = await database.sql.query(
    `insert into events (org_id, title, start_date, end_date, public_date, capacity, guests_invited)
     select id, 'Behind nginx ' || $1, now() + interval '7 days', now() + interval '7 days 3 hours',
            now() - interval '1 day', $2, $3
     from organisations where key = 'ROWING' returning id`,
    [randomBytes(4).toString('hex'), values.capacity, values.guestsInvited ?? false],
  );
  const id = (rows[0] as { id: string } | undefined)?.id;
  if (!id) throw new Error('the demo club ROWING is missing');
  return id;
}
