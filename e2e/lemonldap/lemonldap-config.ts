/**
 * LemonLDAP::NG's configuration (lmConf-1.json) for the journeys: its OpenID Connect provider
 * with one public PKCE client per shape of roles the portal must read. The keys are those of
 * lmConf: the manager writes the same file (INTEGRATIONS.md lists what each is for).
 */

/** One portal server and the client it signs in with. */
export interface PortalClient {
  clientId: string;
  /** The portal's origin, such as http://localhost:4100. */
  origin: string;
  /**
   * `keycloak`: roles as `realm_access.roles`, name and email in every token, as Keycloak does.
   * `flat`: roles as a flat `roles` claim, and the access and ID tokens carry only the subject,
   * so name, email and roles are in userinfo alone.
   */
  shape: 'keycloak' | 'flat';
}

/** Who gets which role: the Demo backend's users, by their `uid`. */
const rolesExpression =
  "$uid eq 'dwho' ? ('org:ROWING|role:USER', 'org:ROWING|role:ADMIN') : ('org:ROWING|role:USER')";

/**
 * Short enough that a journey sees the web app renew its token (it renews 30 s before expiry),
 * long enough that the renewal does not follow itself round.
 */
export const accessTokenSeconds = 45;

function clientOptions(client: PortalClient) {
  const isKeycloakShape = client.shape === 'keycloak';
  return {
    oidcRPMetaDataOptionsClientID: client.clientId,
    oidcRPMetaDataOptionsPublic: 1,
    oidcRPMetaDataOptionsRequirePKCE: 1,
    oidcRPMetaDataOptionsRedirectUris: `${client.origin}/ui/login-success`,
    oidcRPMetaDataOptionsPostLogoutRedirectUris: `${client.origin}/ui/`,
    oidcRPMetaDataOptionsIDTokenSignAlg: 'RS256',
    oidcRPMetaDataOptionsBypassConsent: 1,
    oidcRPMetaDataOptionsRefreshToken: 1,
    // The API takes only JWT access tokens whose audience is its own (OIDC_AUDIENCE).
    oidcRPMetaDataOptionsAccessTokenJWT: 1,
    oidcRPMetaDataOptionsAccessTokenSignAlg: 'RS256',
    oidcRPMetaDataOptionsAdditionalAudiences: 'member-portal-api',
    oidcRPMetaDataOptionsAccessTokenExpiration: accessTokenSeconds,
    oidcRPMetaDataOptionsAccessTokenClaims: isKeycloakShape ? 1 : 0,
    oidcRPMetaDataOptionsIDTokenForceClaims: isKeycloakShape ? 1 : 0,
    // One-click logout: the web app sends id_token_hint, so no "Do you want to logout?" page.
    oidcRPMetaDataOptionsLogoutBypassConfirm: 1,
  };
}

function exportedClaims(client: PortalClient) {
  const profile = { email: 'mail', name: 'cn' };
  return client.shape === 'keycloak'
    ? { ...profile, realm_access: 'realmAccess' }
    : // `always`: an array even for one role, as a list of roles should be.
      { ...profile, roles: 'portalRoles;string;always' };
}

function clientMacros(client: PortalClient) {
  return client.shape === 'keycloak'
    ? // A macro that returns a Perl hash becomes a nested claim: Keycloak's shape.
      { realmAccess: `+{ roles => [ ${rolesExpression} ] }` }
    : { portalRoles: `join('; ', ${rolesExpression})` };
}

export function lemonLdapConfig(options: {
  /** The provider's address with a trailing slash: its issuer. */
  portalUrl: string;
  workDir: string;
  signingKey: { privatePem: string; publicPem: string; keyId: string };
  clients: PortalClient[];
}) {
  const { workDir, clients } = options;
  const byKey = <T>(make: (client: PortalClient) => T) =>
    Object.fromEntries(clients.map((client) => [client.clientId, make(client)]));
  const fileStorage = (name: string) => ({
    Directory: `${workDir}/${name}`,
    LockDirectory: `${workDir}/${name}/lock`,
    generateModule: 'Lemonldap::NG::Common::Apache::Session::Generate::SHA256',
  });
  return {
    cfgNum: 1,
    cfgAuthor: 'member portal journeys',
    cfgDate: String(Math.floor(Date.now() / 1000)),
    cfgVersion: '2.16.1',
    portal: options.portalUrl,
    // The cookie's domain: the provider's own host.
    domain: new URL(options.portalUrl).hostname,
    securedCookie: 0,
    cookieName: 'lemonldap',
    authentication: 'Demo',
    userDB: 'Same',
    passwordDB: 'Demo',
    registerDB: 'Null',
    demoExportedVars: { cn: 'cn', mail: 'mail', uid: 'uid' },
    exportedVars: {},
    whatToTrace: 'uid',
    portalSkin: 'bootstrap',
    loginHistoryEnabled: 0,
    notification: 0,
    timeout: 3600,
    globalStorage: 'Apache::Session::File',
    globalStorageOptions: fileStorage('sessions'),
    persistentStorage: 'Apache::Session::File',
    persistentStorageOptions: fileStorage('psessions'),
    localSessionStorage: 'Cache::FileCache',
    localSessionStorageOptions: {
      cache_root: `${workDir}/cache`,
      cache_depth: 3,
      default_expires_in: 600,
      directory_umask: '007',
      namespace: 'lemonldap-ng-sessions',
    },
    locationRules: {},
    issuerDBOpenIDConnectActivation: 1,
    oidcServicePrivateKeySig: options.signingKey.privatePem,
    oidcServicePublicKeySig: options.signingKey.publicPem,
    oidcServiceKeyIdSig: options.signingKey.keyId,
    // Every exported claim goes to the client, whatever scopes it asked for.
    oidcServiceIgnoreScopeForClaims: 1,
    oidcRPMetaDataOptions: byKey(clientOptions),
    oidcRPMetaDataExportedVars: byKey(exportedClaims),
    oidcRPMetaDataMacros: byKey(clientMacros),
  };
}
