import type { UserManager } from 'oidc-client-ts';

/**
 * A Log out that could not reach the identity provider (no network at the club's door, issue 19;
 * the provider down). The tab has forgotten its tokens and the kept copies, but the provider's
 * session is still open, and the next sign-in started in this browser would come back signed in
 * as that member without a password: on a shared phone or the club's computer, somebody else.
 * So the provider's session is ended first, before any sign-in, with the session's ID token as
 * the hint (the provider then ends it without a question). In local storage, not the tab's: the
 * provider's session belongs to the browser.
 */
const pendingKey = 'portal.signOutPending';

export function notePendingSignOut(idTokenHint: string | undefined): void {
  try {
    localStorage.setItem(pendingKey, idTokenHint ?? '');
  } catch {
    // Storage refused: such a browser keeps no provider session either (it refuses the cookie).
  }
}

function readPendingSignOut(): string | null {
  try {
    return localStorage.getItem(pendingKey);
  } catch {
    return null;
  }
}

function forgetPendingSignOut(): void {
  try {
    localStorage.removeItem(pendingKey);
  } catch {
    // Nothing was kept.
  }
}

/**
 * Ends the provider's session a Log out left open, if any: sends the browser there (it comes back
 * to the client's page after sign-out, signed out) and answers true. False when there is none.
 * Should the provider still be out of reach, it stays to be ended and the error is the caller's.
 */
export async function endPendingSignOut(userManager: UserManager): Promise<boolean> {
  const idTokenHint = readPendingSignOut();
  if (idTokenHint === null) return false;
  // Forgotten before leaving: back from the provider, the sign-in must not end it again.
  forgetPendingSignOut();
  try {
    await userManager.signoutRedirect({ id_token_hint: idTokenHint || undefined });
  } catch (error) {
    notePendingSignOut(idTokenHint);
    throw error;
  }
  return true;
}
