import { z } from 'zod';

/** The account part of GET /tools/api/auth/me: its address, and whether it is confirmed. */
export const accountStateSchema = z.object({
  email: z.string(),
  /**
   * False until the link mailed to a new account's address has been followed; paying and booking
   * wait for it. True for an account of an outside identity provider, which vouches for its own.
   */
  emailVerified: z.boolean(),
});
export type AccountState = z.infer<typeof accountStateSchema>;
