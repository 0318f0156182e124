import { lazy, Suspense } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { ApiError } from '#src/lib/api-error.ts';
import { AlertIcon } from '#src/lib/icons.tsx';
import { withLibraries } from '#src/lib/libraries/provider.tsx';
import { useOnline } from '#src/lib/offline/use-online.ts';
import { PlainAlert, PlainButton, plainClasses, Spinner } from './plain.tsx';

// Only without a network, with its texts: not part of any first load.
const OfflineWait = lazy(() =>
  withLibraries(import('../offline/kept-notice.tsx')).then((module) => ({
    default: module.OfflineWait,
  })),
);

/**
 * A load under way, announced to screen readers. Without a network the load waits for it (the
 * query library holds a call until then), and the member is told so rather than left watching.
 */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  return (
    <>
      <Spinner label={label ?? t('app.loading')} />
      {!isOnline && (
        <Suspense fallback={null}>
          <OfflineWait />
        </Suspense>
      )}
    </>
  );
}

/** A failed load, said plainly; a retry is offered when trying again can help. */
export function LoadFailed({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <PlainAlert
      color="red"
      icon={<AlertIcon size={20} />}
      role="alert"
      className={plainClasses.loadFailed}
    >
      <div className={plainClasses.stack}>
        <p className={plainClasses.text}>{message ?? t('app.loadFailed')}</p>
        {onRetry && (
          <PlainButton variant="light" onClick={onRetry}>
            {t('app.retry')}
          </PlainButton>
        )}
      </div>
    </PlainAlert>
  );
}

/**
 * A failed load of one thing by its id: "not found" (a 400 or 404 says the id names nothing one
 * may see) gets its own message, anything else the offer to retry.
 */
export function ItemLoadFailed({
  error,
  notFoundMessage,
  onRetry,
}: {
  error: unknown;
  notFoundMessage: string;
  onRetry: () => void;
}) {
  const isMissing = error instanceof ApiError && [400, 404].includes(error.status);
  return isMissing ? <LoadFailed message={notFoundMessage} /> : <LoadFailed onRetry={onRetry} />;
}
