import { t } from '#src/lib/i18n/translator.ts';
import { currentAppPath } from './app-path.ts';

/** SPEC.md section 8's words for a browser without Web Crypto: a sign-in cannot start there. */
export const webCryptoMissing = 'Web Crypto API is not available.';

/**
 * What a page says when a sign-in could not start, in the page's language. A browser set to keep
 * no data for the site refuses the storage the sign-in keeps its state in: every browser then
 * throws a SecurityError, and the member is told what to allow.
 */
export function signInProblem(reason: unknown): string {
  if (reason instanceof DOMException && reason.name === 'SecurityError') {
    return t('auth.storageRefused');
  }
  if (reason instanceof Error) {
    return reason.message === webCryptoMissing ? t('auth.webCryptoMissing') : reason.message;
  }
  return String(reason);
}

/**
 * Where a sign-in button sends the member when the sign-in could not start: the sign-in page,
 * which says why (`signInProblem`) and offers to try again, then comes back here.
 */
export const signInPage = () => `/page-login?returnTo=${encodeURIComponent(currentAppPath())}`;
