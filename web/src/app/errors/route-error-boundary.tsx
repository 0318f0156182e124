import { useEffect } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useRouteError } from 'react-router';
import { formatTitle } from '#src/lib/i18n/route-titles.ts';
import { isChunkLoadError } from '../build/chunk-reload.ts';
import { AuthFrame } from '../layouts/auth-layout.tsx';
import { errorDetailsOf, errorTitleOf } from './error-details.ts';
import { ErrorContent } from './error-page.tsx';
import { isBot } from './is-bot.ts';

/** Every error the routes raise ends here, in the authentication layout. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  // A page whose code was never loaded cannot open offline: not a server error, and it says so.
  const isOfflinePage = isChunkLoadError(error) && !navigator.onLine;
  const { status, message } = isOfflinePage
    ? { status: 503, message: t('app.offlinePage') }
    : errorDetailsOf(error);
  const title = formatTitle(t(`titles.${errorTitleOf(status)}`), i18n.language);

  useEffect(() => {
    document.title = title;
    if (status >= 500) console.error(error);
  }, [title, status, error]);

  if (isBot(navigator.userAgent)) {
    return (
      <main>
        <p>{status}</p>
      </main>
    );
  }
  return (
    <AuthFrame title={title}>
      {/* Offline, the portal is not down: the 503's "down for maintenance" would mislead. */}
      <ErrorContent status={status} message={message} isWithoutDescription={isOfflinePage} />
    </AuthFrame>
  );
}
