import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
  .transform((value) => value.replace(/\/+$/, ''));

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d{1,3}$/.test(bits) && width <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may write X-Forwarded-For: none, the nearest N hops, or the named addresses and
 * ranges. `true` is refused: it would take the client's own X-Forwarded-For as its address, and
 * every per-address limit and loopback check with it.
 */
const trustedProxies = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim();
  if (['false', '0', 'no'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (['true', 'yes'].includes(text)) {
    context.addIssue({
      code: 'custom',
      message:
        'true would trust any client to name its own address; give the number of proxies in front (1 for one nginx) or their addresses (127.0.0.1, 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `not a hop count or a list of IP addresses and CIDR ranges: ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: httpUrl.optional(),
  TRUST_PROXY: trustedProxies.default(false),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  // Kept exactly as written, trailing slash and all: OpenID Connect compares issuers as strings.
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('member-portal-web'),
  OIDC_AUDIENCE: z.string().min(1).default('member-portal-api'),
  OIDC_ROLES_CLAIM: z
    .string()
    .regex(/^[^.\s]+(\.[^.\s]+)*$/, 'must be a claim name or a dotted path (realm_access.roles)')
    .default('realm_access.roles'),
  SESSION_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  DEVELOPMENT_FLAG: z.string().default('0'),
  NOTIFICATIONS_ENABLED: booleanFlag.default(true),
  SEED_DEMO_DATA: booleanFlag.optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Member Portal <no-reply@localhost>'),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  FREEPAY_GATEWAY_URL: httpUrl.default('https://gw.freepay.dk/api'),
  FREEPAY_MANAGEMENT_URL: httpUrl.default('https://mw.freepay.dk/api/v2'),
  FREEPAY_AUTH_SCHEME: z.enum(['raw', 'basic']).default('raw'),
  SECRETS_ENCRYPTION_KEY: z
    .string()
    .regex(
      /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/,
      'must be 32 random bytes as 64 hex digits or base64 (openssl rand -base64 32)',
    )
    .optional(),
  API_DOCS: booleanFlag.optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  // 0 turns load shedding off; below 10 ms the event loop's own measuring would trip it.
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number()
    .int()
    .max(60_000)
    .refine((ms) => ms === 0 || ms >= 10, 'must be 0 (off) or at least 10')
    .default(1000),
  // How long a visitor waits for a public page drawn with its data before getting it without.
  PAGE_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  RENEWAL_ROUND_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  METRICS_TOKEN: z
    .string()
    .regex(
      /^[\x21-\x7e]{32,}$/,
      'must be at least 32 characters without spaces (openssl rand -hex 32)',
    )
    .optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  logLevel: string;
  port: number;
  host: string;
  publicUrl: string;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  oidc: {
    /** The issuer the API trusts and the web app signs in with. */
    issuer: string;
    /** True when the issuer is the identity provider embedded in this server. */
    embedded: boolean;
    clientId: string;
    audience: string;
    /** Where tokens carry the roles: a claim name or a dotted path into nested claims. */
    rolesClaim: string;
  };
  sessionTimeoutMinutes: number;
  developmentFlag: string;
  notificationsEnabled: boolean;
  /**
   * Whether the demo data (accounts with a published password) is seeded into an empty database:
   * by itself only for the zero-set-up demo (embedded database, loopback HOST), otherwise only when
   * SEED_DEMO_DATA=true asks for it.
   */
  seedDemoData: boolean;
  /** True when demo data is asked for where real people could reach it: warned at every start. */
  demoDataExposed: boolean;
  mail: { smtpUrl: string | undefined; from: string };
  whatsapp: { token: string; phoneNumberId: string } | undefined;
  loginRateLimitPerMinute: number;
  /** Where the Freepay adapter sends its calls; the API key is per organisation, in the database. */
  freepay: { gatewayUrl: string; managementUrl: string; authScheme: 'raw' | 'basic' };
  /**
   * The key the organisations' gateway API keys are encrypted with at rest. Without it, a key kept
   * in the data directory is used: enough for one server, not for several (docs/operations).
   */
  secretsKey: Buffer | undefined;
  /** Whether `/docs` shows the API description: off in production unless asked for. */
  apiDocs: boolean;
  /** How long a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
  /** Event-loop delay beyond which requests are answered 503 at once (load shedding). */
  maxEventLoopDelayMs: number;
  /** How long a visitor waits for a public page drawn with its data (issue 19) before the page without. */
  pageRenderTimeoutMs: number;
  /** How long a shutdown may take before the process exits regardless. */
  shutdownTimeoutMs: number;
  /** How often each server runs the renewal round; 0: never (a test that drives its own clock). */
  renewalRoundMinutes: number;
  /** The bearer token `/metrics` asks for; without it there is no `/metrics`. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Only the machine itself can reach a server listening here. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Reads the environment once; every problem is reported with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const problems: string[] = [];
  if ((values.WHATSAPP_TOKEN === undefined) !== (values.WHATSAPP_PHONE_NUMBER_ID === undefined)) {
    problems.push('WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: set both or neither');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  const isZeroSetUpDemo = values.DATABASE_URL === undefined && isLoopback(values.HOST);
  return {
    env: values.NODE_ENV,
    logLevel: values.LOG_LEVEL,
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    trustProxy: values.TRUST_PROXY,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    oidc: {
      issuer: values.OIDC_ISSUER ?? `${publicUrl}/idp`,
      embedded: values.OIDC_ISSUER === undefined,
      clientId: values.OIDC_CLIENT_ID,
      audience: values.OIDC_AUDIENCE,
      rolesClaim: values.OIDC_ROLES_CLAIM,
    },
    sessionTimeoutMinutes: values.SESSION_TIMEOUT_MINUTES,
    developmentFlag: values.DEVELOPMENT_FLAG,
    notificationsEnabled: values.NOTIFICATIONS_ENABLED,
    seedDemoData: values.SEED_DEMO_DATA ?? isZeroSetUpDemo,
    demoDataExposed: values.SEED_DEMO_DATA === true && !isZeroSetUpDemo,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    whatsapp:
      values.WHATSAPP_TOKEN && values.WHATSAPP_PHONE_NUMBER_ID
        ? { token: values.WHATSAPP_TOKEN, phoneNumberId: values.WHATSAPP_PHONE_NUMBER_ID }
        : undefined,
    loginRateLimitPerMinute: values.LOGIN_RATE_LIMIT_PER_MINUTE,
    freepay: {
      gatewayUrl: values.FREEPAY_GATEWAY_URL,
      managementUrl: values.FREEPAY_MANAGEMENT_URL,
      authScheme: values.FREEPAY_AUTH_SCHEME,
    },
    secretsKey: values.SECRETS_ENCRYPTION_KEY
      ? Buffer.from(
          values.SECRETS_ENCRYPTION_KEY,
          values.SECRETS_ENCRYPTION_KEY.length === 64 ? 'hex' : 'base64',
        )
      : undefined,
    apiDocs: values.API_DOCS ?? values.NODE_ENV !== 'production',
    requestTimeoutMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
    maxEventLoopDelayMs: values.MAX_EVENT_LOOP_DELAY_MS,
    pageRenderTimeoutMs: values.PAGE_RENDER_TIMEOUT_MS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    renewalRoundMinutes: values.RENEWAL_ROUND_MINUTES,
    metricsToken: values.METRICS_TOKEN,
  };
}
