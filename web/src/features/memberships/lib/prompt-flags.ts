/**
 * The membership prompt's flags (SPEC.md section 4), apart from its check: the app reads them at
 * start-up, and they cost the first load nothing else.
 */

const NEEDS_CHECK_KEY = 'membershipPrompt.needsCheck';
const SHOWN_KEY = 'membershipPrompt.shown';
const SESSION_KEY = 'membershipPrompt.session';
const PROMPT_FOR_KEY = 'membershipPrompt.promptFor';

/**
 * The keys the page's first script reads to fetch the prompt's files with the app's entry when
 * this session's check found no membership (`isPromptKnownFor` without the member's email, which
 * it does not have: a wrong guess costs a few kilobytes fetched).
 */
export const promptFlagKeys = {
  needsCheck: NEEDS_CHECK_KEY,
  shown: SHOWN_KEY,
  promptFor: PROMPT_FOR_KEY,
};

/**
 * Marks the prompt's element, which a prerendered page carries hidden: the page's script shows it
 * before the first paint when this session's check found no membership.
 */
export const membershipPromptAttribute = 'data-membership-prompt';

/** The flags live in session storage: a new browser session checks again. */
export interface PromptFlags {
  needsCheck(): boolean;
  wasShown(): boolean;
  markShown(): void;
  clearCheck(): void;
  /** Sets the check flag once for a sign-in session (its id), so a new login checks again. */
  noteLogin(sessionId: string): void;
  /** The check flag is set and the prompt not yet shown (answered): its check still counts. */
  isPending(): boolean;
  /** Whether the sign-in session (its id) has its check still to make; changes nothing. */
  isDue(sessionId: string): boolean;
  /** Keeps this session's answer: the member shown (their email) has no active membership. */
  notePromptFor(email: string): void;
  /** Whether this session's check found no active membership for the member, not yet answered. */
  isPromptKnownFor(email: string): boolean;
}

/** The sign-in session's id, else the token's issue time: a new login is a new check. */
export function loginIdOf(profile: { sid?: unknown; iat?: unknown }): string {
  return String(profile.sid ?? profile.iat);
}

/**
 * Which member the kept answer is about, without their email in storage (it would stay in the tab
 * after a sign-out until the next login): a 32-bit FNV-1a hash, enough to tell the members one
 * tab shows apart.
 */
function memberMark(email: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < email.length; index += 1) {
    hash = Math.imul(hash ^ email.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function promptFlags(storage: Storage = sessionStorage): PromptFlags {
  const safe = (action: () => void) => {
    try {
      action();
    } catch {
      // Storage refused: the prompt may then show again, which is harmless.
    }
  };
  const needsCheck = () => storage.getItem(NEEDS_CHECK_KEY) === 'true';
  const wasShown = () => storage.getItem(SHOWN_KEY) === 'true';
  const isPending = () => needsCheck() && !wasShown();
  return {
    needsCheck,
    wasShown,
    isPending,
    markShown: () => safe(() => storage.setItem(SHOWN_KEY, 'true')),
    clearCheck: () =>
      safe(() => {
        storage.removeItem(NEEDS_CHECK_KEY);
        storage.removeItem(PROMPT_FOR_KEY);
      }),
    noteLogin: (sessionId) =>
      safe(() => {
        if (storage.getItem(SESSION_KEY) === sessionId) return;
        storage.setItem(SESSION_KEY, sessionId);
        storage.setItem(NEEDS_CHECK_KEY, 'true');
        storage.removeItem(SHOWN_KEY);
        storage.removeItem(PROMPT_FOR_KEY);
      }),
    // A login not noted yet will be, with its check to make.
    isDue: (sessionId) => storage.getItem(SESSION_KEY) !== sessionId || isPending(),
    notePromptFor: (email) => safe(() => storage.setItem(PROMPT_FOR_KEY, memberMark(email))),
    isPromptKnownFor: (email) =>
      isPending() && storage.getItem(PROMPT_FOR_KEY) === memberMark(email),
  };
}

/** 'Take Membership' and 'Ignore' both end the check for this session. */
export function finishPrompt(flags: PromptFlags): void {
  flags.markShown();
  flags.clearCheck();
}
