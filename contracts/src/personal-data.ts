import { z } from 'zod';

/** A member's own data (GDPR articles 15, 17 and 20): the download and the deletion of the account. */

/** The archive's name: the member's data of one day. */
export const personalDataFileName = (day: string) => `my-data-${day}.zip`;

/** POST member/account/deletion: the account's password confirms it is the member who asks. */
export const deleteAccountInputSchema = z.strictObject({
  password: z.string().min(1, 'is required').max(200),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

export const accountDeletionResultSchema = z.object({
  /** "Deleted member 7F3K9QXA": the name the kept payment records carry from now on. */
  reference: z.string(),
});
export type AccountDeletionResult = z.infer<typeof accountDeletionResultSchema>;

/** How long the portal keeps what, in years: one list for the privacy page and the server. */
export const retentionYears = {
  /** Danish bookkeeping law (bogføringsloven § 12): five years from the end of the year. */
  bookkeeping: 5,
} as const;

/** An organisation as the privacy page shows it: who answers for the data, and how to reach them. */
export const privacyContactSchema = z.object({
  key: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  cvrNumber: z.string().nullable(),
  /** Where Contact Us messages go: the organisation's contact person. */
  contactEmail: z.string().nullable(),
});
export type PrivacyContact = z.infer<typeof privacyContactSchema>;
