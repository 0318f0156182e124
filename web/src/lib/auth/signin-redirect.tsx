import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { PlainAlert, PlainButton, plainClasses } from '#src/lib/ui/plain.tsx';
import { useAuthSession } from './auth-session-context.tsx';
import type { StartLoginOptions } from './auth-session.ts';
import { signInProblem } from './sign-in-problem.ts';
import { useAuth } from './use-auth.tsx';

/**
 * Sends the browser to the identity provider once, showing why, in this page's place in the
 * history. An expired session that still has a refresh token is renewed silently first, so a
 * returning user does not see the login page.
 */
export function SigninRedirect(props: StartLoginOptions) {
  const { t } = useTranslation();
  const session = useAuthSession();
  const auth = useAuth();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const canRenew = Boolean(auth.user?.refresh_token);

  const start = async () => {
    setError(null);
    try {
      if (canRenew) {
        const userManager = await session.userManager();
        try {
          await userManager.signinSilent();
          return;
        } catch {
          await userManager.removeUser();
        }
      }
      await session.startLogin({ ...props, replacesPage: true });
    } catch (reason) {
      setError(signInProblem(reason));
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  });

  return (
    <div className={plainClasses.centered}>
      <div className={plainClasses.redirect}>
        {error ? (
          <PlainAlert color="red" title={t('auth.failed')} role="alert">
            {error}
          </PlainAlert>
        ) : (
          <>
            <span className={plainClasses.spinner} aria-hidden="true" />
            <p className={plainClasses.text} role="status">
              {t('auth.redirecting')}
            </p>
          </>
        )}
        <PlainButton variant={error ? 'filled' : 'default'} onClick={() => void start()}>
          {error ? t('auth.tryAgain') : t('auth.continue')}
        </PlainButton>
      </div>
    </div>
  );
}
