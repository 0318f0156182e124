import { z } from 'zod';
import { singleLineText } from '@portal/contracts/text';
import { roleSchema } from '@portal/contracts/roles';

export const validateTokenInputSchema = z.strictObject({
  token: singleLineText().max(16 * 1024),
});
export type ValidateTokenInput = z.infer<typeof validateTokenInputSchema>;

export const validateTokenResultSchema = z.object({ isValid: z.boolean() });
export type ValidateTokenResult = z.infer<typeof validateTokenResultSchema>;

export const currentUserSchema = z.object({
  subject: z.string(),
  email: z.string(),
  name: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  grants: z.array(z.object({ orgKey: z.string(), role: roleSchema })),
  /** The member with the caller's email, or null before one is created. */
  memberId: z.uuid().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
