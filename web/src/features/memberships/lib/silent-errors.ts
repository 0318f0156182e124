/**
 * SPEC.md section 8's console-only texts of the membership payment steps: for whoever looks in the
 * browser's console; the member is told in the page's own words.
 */
export const silentPaymentErrors = {
  request: 'Error making payment request',
  linkMissing: 'Payment window link is missing.',
  initiate: 'Failed to initiate payment',
  prepare: 'Error preparing membership payment',
  membershipData: 'Error fetching Membership data',
} as const;

/** Runs a call, writing `text` to the console when it fails (not when its page let it go). */
export async function loggedOnFailure<T>(
  text: string,
  call: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!signal?.aborted) console.error(text, error);
    throw error;
  }
}
