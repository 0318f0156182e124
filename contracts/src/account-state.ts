import { z } from 'zod';

/**
 * The part of GET /tools/api/auth/me that the web app's email notice reads. A module of its own,
 * without the role schema: the roles module is in the web app's first load, and using its schema
 * from a lazy chunk would pull zod into that first load.
 */
export const accountStateSchema = z.object({
  email: z.string(),
  /**
   * False until the link mailed to a new account's address has been followed; paying and booking
   * wait for it. True for an account of an outside identity provider, which vouches for its own.
   */
  emailVerified: z.boolean(),
});
export type AccountState = z.infer<typeof accountStateSchema>;
