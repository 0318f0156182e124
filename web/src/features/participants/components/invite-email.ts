import { createFamilyInvitationInputSchema } from '@portal/contracts/family';

/** The message at the invite's email field (SPEC.md section 5: 'Invalid email address'). */
export function inviteEmailError(email: string): string | null {
  const result = createFamilyInvitationInputSchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
