import { z } from 'zod';

/**
 * What `GET /tools/api/config/public` tells the web app before it renders: an explicit list, never
 * secrets. The web app reads it by hand (`web/src/lib/public-config.ts`): it comes before any
 * part that could bring zod.
 */
export const publicConfigSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  sessionTimeoutMinutes: z.number(),
  developmentFlag: z.string(),
  notificationsEnabled: z.boolean(),
  /** The embedded provider's session-status endpoint; null for an external provider. */
  sessionStatusUrl: z.string().nullable(),
  /** Ask the provider's userinfo after sign-in: an external one may keep the profile there. */
  loadUserInfo: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
