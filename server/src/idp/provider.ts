// oidc-provider 8.8 rather than 9: version 9 targets Node 22 and warns on Node 20, which we support.
import Provider, {
  type Configuration,
  errors,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { accessTokenClaims, accountFinder } from './account.ts';
import { databaseAdapter } from './adapter.ts';
import { clientOrigins } from './client-origins.ts';
import type { ProviderKeys } from './keys.ts';
import { providerPages } from './pages/provider-pages.ts';

/**
 * The resource indicator of our API. oidc-provider wants an absolute URI here while the audience
 * may be any string (Keycloak puts client ids there), so the two are kept apart.
 */
export const apiResource = 'urn:member-portal:api';

const day = 24 * 60 * 60;
const oidcScopes = ['openid', 'profile', 'email', 'offline_access'];

export function createProvider(
  config: Config,
  options: { db: Database; keys: ProviderKeys; logger: FastifyBaseLogger },
): Provider {
  const { db, keys, logger } = options;
  const origins = clientOrigins(config);
  const policy = interactionPolicy.base();
  // `prompt=create` (OpenID Connect Prompt Create) opens the registration page instead of login.
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  const cookieOptions = { signed: true, httpOnly: true, sameSite: 'lax' } as const;
  const pages = providerPages(config.publicUrl, config.oidc.clientId);

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    jwks: { keys: keys.signing },
    cookies: {
      keys: keys.cookieSecrets,
      // The web app and the provider are one site, so Lax suffices and no legacy twin is needed.
      long: cookieOptions,
      short: cookieOptions,
    },
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: 'Member portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/ui/login-success`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/ui/`),
      },
    ],
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    responseTypes: ['code'],
    pkce: { methods: ['S256'], required: () => true },
    scopes: [...oidcScopes],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale'],
      email: ['email', 'email_verified'],
      acr: null,
      auth_time: null,
      sid: null,
      iss: null,
    },
    discovery: { ui_locales_supported: ['da', 'en'] },
    findAccount: accountFinder(db),
    extraTokenClaims: accessTokenClaims(db, config.oidc.audience),
    // A public browser client gets refresh tokens too (rotated on every use), so it can renew
    // access tokens without a hidden iframe.
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (code.scopes.has('offline_access') ||
        (client.applicationType === 'web' && client.clientAuthMethod === 'none')),
    loadExistingGrant: firstPartyGrant,
    interactions: {
      policy,
      url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      // The web app asks for `sid` in the ID token (`claims={"id_token":{"sid":null}}`): it names
      // the session the session-status endpoint and a one-click sign-out are checked against.
      claimsParameter: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: 'openid profile email',
            audience: config.oidc.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 300,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError: pages.renderError,
    ttl: {
      AccessToken: 300,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * day,
      Grant: 14 * day,
      RefreshToken: refreshTokenTtl,
    },
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  // Every request reaches the provider with the forwarded headers set from PUBLIC_URL (see
  // `handToProvider`), so its URLs never come from what a client wrote in Host.
  provider.proxy = true;
  provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) => {
    logger.error({ err: error }, 'identity provider failed');
  });
  // Without a listener Koa prints errors to stderr itself; they belong in our log.
  provider.app.on('error', (error: Error) => {
    logger.warn({ err: error }, 'identity provider request error');
  });
  return provider;
}

/**
 * Our only client is the portal itself, a first-party app: the member is not asked to consent to
 * it sharing their profile with itself. The grant is topped up with whatever the request asks for
 * and saved, so the consent prompt never has anything left to ask.
 */
async function firstPartyGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const accountId = oidc.session?.accountId;
  const client = oidc.client;
  if (!accountId || !client) return undefined;
  const existingId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(client.clientId);
  const existing = existingId ? await oidc.provider.Grant.find(existingId) : undefined;
  const grant = existing ?? new oidc.provider.Grant({ accountId, clientId: client.clientId });
  grant.addOIDCScope(
    [...oidc.requestParamScopes].filter((scope) => oidcScopes.includes(scope)).join(' '),
  );
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    grant.addResourceScope(indicator, server.scope);
  }
  await grant.save();
  return grant;
}

/**
 * Refresh tokens of a browser client rotate on use but never outlive the first one: a stolen
 * token cannot be kept alive forever. Every refresh token also ends with the session (logout).
 */
function refreshTokenTtl(
  ctx: KoaContextWithOIDC | undefined,
  token: { isSenderConstrained(): boolean },
  client: { applicationType?: string; clientAuthMethod?: string },
): number {
  const rotated = ctx?.oidc.entities.RotatedRefreshToken;
  if (
    rotated &&
    client.applicationType === 'web' &&
    client.clientAuthMethod === 'none' &&
    !token.isSenderConstrained()
  ) {
    return rotated.remainingTTL;
  }
  return 14 * day;
}
