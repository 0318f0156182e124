import { z } from 'zod';
import type { Config } from './config.ts';

/** The answer's shape, which the web app reads (by hand: it reads it before anything else). */
export const publicConfigSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  sessionTimeoutMinutes: z.number(),
  developmentFlag: z.string(),
  notificationsEnabled: z.boolean(),
  sessionStatusUrl: z.string().nullable(),
  loadUserInfo: z.boolean(),
});

/** What the browser may know of the configuration: an explicit list, never secrets. */
export function publicConfig(config: Config): z.infer<typeof publicConfigSchema> {
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
