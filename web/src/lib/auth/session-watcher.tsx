import { useEffect } from 'react';
import { useAuthSession } from './auth-session-context.tsx';
import {
  decideSessionCheck,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_STATUS_INTERVAL_MS,
} from './session-rules.ts';
import { readStoredUser } from './session-user.ts';
import { useAuth } from './use-auth.tsx';

const activityEvents = ['mousedown', 'keydown', 'touchstart', 'mousemove'] as const;

/**
 * The session rules of SPEC.md section 4: activity keeps the session alive, a check every 60 s locks
 * it after the idle timeout or refreshes an expired token, and a refused refresh clears the token
 * (the route guard then starts a new sign-in where one is needed). A session ended elsewhere is
 * polled for at the embedded provider (an external one's frame is watched by the OIDC client).
 * Refusals of the automatic renewal and of a sign-in callback are handled by `AuthSession`.
 */
export function SessionWatcher() {
  const session = useAuthSession();
  const auth = useAuth();

  useEffect(() => {
    const onActivity = () => session.markActivity();
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, onActivity);
    };
  }, [session]);

  useEffect(() => {
    const check = async () => {
      const user = readStoredUser(session.config);
      if (!user) return;
      const decision = decideSessionCheck({
        now: Date.now(),
        lastActivityAt: session.lastActivityAt,
        timeoutMinutes: session.config.sessionTimeoutMinutes,
        tokenExpiresAt: user.expires_at,
      });
      if (decision === 'lock') {
        await session.lock(user);
      } else if (decision === 'refresh') {
        const userManager = await session.userManager();
        try {
          await userManager.signinSilent();
        } catch (error) {
          console.warn('Token refresh failed; signing out.', error);
          await userManager.removeUser();
        }
      }
    };
    const timer = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [session]);

  const signedIn = auth.isAuthenticated;
  useEffect(() => {
    if (!signedIn || !session.config.sessionStatusUrl) return;
    // A session ended elsewhere (another tab, a password reset) is noticed within 10 s.
    const check = async () => {
      if (!(await session.isSessionActiveAtProvider())) await session.endedElsewhere();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = setInterval(() => void check(), SESSION_STATUS_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [session, signedIn]);

  return null;
}
