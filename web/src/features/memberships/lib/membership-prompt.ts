/**
 * The membership prompt of SPEC.md section 4: checked once per session after login when the
 * 'needs membership check' flag is set and the prompt has not been shown. The member id is asked
 * for up to 5 times 600 ms apart, the organisation list up to 5 times 800 ms apart (both may not
 * be there right after sign-in); with no active membership in any organisation the prompt shows.
 */
import type { PromptFlags } from './prompt-flags.ts';

export const MEMBER_ID_ATTEMPTS = 5;
export const MEMBER_ID_INTERVAL_MS = 600;
export const ORGANISATIONS_ATTEMPTS = 5;
export const ORGANISATIONS_INTERVAL_MS = 800;

export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks up to `attempts` times, `intervalMs` apart, until `read` gives a usable value; a failed
 * request counts as no value (errors of the membership check are ignored, SPEC.md section 8).
 * Once `signal` is aborted no further attempt is made.
 */
export async function retryUntil<T>(
  read: () => Promise<T | null | undefined>,
  isUsable: (value: T) => boolean,
  attempts: number,
  intervalMs: number,
  wait: Sleep = sleep,
  signal?: AbortSignal,
): Promise<T | null> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (signal?.aborted) return null;
    try {
      const value = await read();
      if (value !== null && value !== undefined && isUsable(value)) return value;
    } catch {
      // Ignored: the next attempt may succeed.
    }
    if (attempt < attempts) await wait(intervalMs);
  }
  return null;
}

export interface PromptSources {
  getMemberId: () => Promise<string | null | undefined>;
  getOrganisationIds: () => Promise<readonly string[] | null | undefined>;
  /** The member's memberships (any organisation) with their status. */
  getMemberships: (memberId: string) => Promise<readonly { orgId: string; status: string }[]>;
}

/**
 * True when the prompt should appear now; false when not, when nothing could be learnt, or when
 * `signal` called the check off (the member shown changed: its answer would be about another).
 */
export async function shouldPrompt(
  flags: PromptFlags,
  sources: PromptSources,
  wait: Sleep = sleep,
  signal?: AbortSignal,
): Promise<boolean> {
  if (!flags.isPending()) return false;
  // The member and the organisation list are asked for side by side, each with its own retries:
  // on a phone's connection a round trip is what the member waits for. The list's retries end
  // with the check (called off, or no member found).
  const checkEnded = new AbortController();
  const stop = () => checkEnded.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const organisationIdsRead = retryUntil(
      sources.getOrganisationIds,
      (ids) => ids.length > 0,
      ORGANISATIONS_ATTEMPTS,
      ORGANISATIONS_INTERVAL_MS,
      wait,
      checkEnded.signal,
    );
    const memberId = await retryUntil(
      sources.getMemberId,
      (id) => id !== '',
      MEMBER_ID_ATTEMPTS,
      MEMBER_ID_INTERVAL_MS,
      wait,
      signal,
    );
    if (!memberId) return false;
    const [organisationIds, memberships] = await Promise.all([
      organisationIdsRead,
      sources.getMemberships(memberId).catch(() => null),
    ]);
    if (!organisationIds || !memberships || signal?.aborted) return false;
    // Status is compared case-insensitively to active (SPEC.md section 3).
    const hasActive = memberships.some(
      (item) => organisationIds.includes(item.orgId) && item.status.toLowerCase() === 'active',
    );
    // Checked once per session: a member with a membership is not asked about again until the
    // next login (an answer that could not be had leaves the check for the next page).
    if (hasActive) flags.clearCheck();
    return !hasActive;
  } finally {
    stop();
    signal?.removeEventListener('abort', stop);
  }
}
