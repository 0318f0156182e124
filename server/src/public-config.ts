import type { PublicConfig } from '@portal/contracts/public-config';
import type { Config } from './config.ts';

/** What the browser may know of the configuration: an explicit list, never secrets. */
export function publicConfig(config: Config): PublicConfig {
  return {
    issuer: config.oidc.issuer,
    clientId: config.oidc.clientId,
    sessionTimeoutMinutes: config.sessionTimeoutMinutes,
    developmentFlag: config.developmentFlag,
    notificationsEnabled: config.notificationsEnabled,
    // Only the embedded provider has it (an external one may offer a check_session_iframe).
    sessionStatusUrl: config.oidc.embedded ? `${config.oidc.issuer}/session/status` : null,
    // An external provider may keep name and email out of the ID token; the embedded one puts
    // them there, and its userinfo does not take access tokens meant for the API.
    loadUserInfo: !config.oidc.embedded,
  };
}
