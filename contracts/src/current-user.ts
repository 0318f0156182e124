import { z } from 'zod';
import { accountStateSchema } from './account-state.ts';
import { roleSchema } from './roles.ts';

/** GET /tools/api/auth/me: the signed-in caller. */
export const currentUserSchema = accountStateSchema.extend({
  subject: z.string(),
  name: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  grants: z.array(z.object({ orgKey: z.string(), role: roleSchema })),
  /** The member with the caller's email, or null before one is created. */
  memberId: z.uuid().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
