import { useNavigate } from 'react-router';
import { t } from '#src/lib/i18n/translator.ts';
import { currentAppPath } from './app-path.ts';
import { webCryptoMissing } from './auth-session.ts';
import { useAuthSession } from './auth-session-context.tsx';

/**
 * What a page says when a sign-in could not start, in the page's language: offline, that it needs
 * a network. A browser set to keep no data for the site refuses the storage the sign-in keeps its
 * state in: every browser then throws a SecurityError, and the member is told what to allow.
 */
export function signInProblem(reason: unknown): string {
  // The browser's own words for it ("Failed to fetch") are English, and name no cause.
  if (!navigator.onLine) return t('auth.offline');
  if (reason instanceof DOMException && reason.name === 'SecurityError') {
    return t('auth.storageRefused');
  }
  if (reason instanceof Error) {
    return reason.message === webCryptoMissing ? t('auth.webCryptoMissing') : reason.message;
  }
  return String(reason);
}

/**
 * A sign-in button's action. Should the sign-in not start, the member is sent to the sign-in page,
 * which says why (`signInProblem`) and offers to try again, then comes back here.
 */
export function useSignIn(): () => void {
  const session = useAuthSession();
  const navigate = useNavigate();
  return () =>
    void session
      .startLogin()
      .catch(() => navigate(`/page-login?returnTo=${encodeURIComponent(currentAppPath())}`));
}
