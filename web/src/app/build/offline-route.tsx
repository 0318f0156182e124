import { useEffect, useReducer, useState } from 'react';
import { OfflinePage, PageLoader } from '#src/lib/auth/require-auth.tsx';
import { useOnline } from '#src/lib/offline/use-online.ts';
import { isChunkLoadError, type PageModule, reloadOnceForPath } from './chunk-reload.ts';

/**
 * What a route loads in place of its page when the page's code could not load without a network
 * (it is not kept on the device). The router keeps what a route loaded for the rest of the visit,
 * so this is the route's page from then on: offline it says so in the shell and names the pages
 * the device keeps; once the network is back it loads the page and draws it.
 */
export function offlinePageModule(loadPage: () => Promise<PageModule>): PageModule {
  let loaded: PageModule | undefined;

  function PageWhenOnline() {
    const isOnline = useOnline();
    const [page, setPage] = useState(loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [attempt, tryAgain] = useReducer((count: number) => count + 1, 0);

    useEffect(() => {
      if (page || (!isOnline && attempt === 0)) return;
      let isCurrent = true;
      loadPage().then(
        (module) => {
          loaded = module;
          if (isCurrent) setPage(module);
        },
        (error: unknown) => {
          // Still offline: the notice stays. Online, a build deployed meanwhile has other files.
          if (!isCurrent || !navigator.onLine) return;
          if (!isChunkLoadError(error) || !reloadOnceForPath()) setFailure({ error });
        },
      );
      return () => {
        isCurrent = false;
      };
    }, [page, isOnline, attempt]);

    // The route's error page, as for any page that fails.
    if (failure) throw failure.error;
    if (page) return <page.Component />;
    return isOnline ? <PageLoader /> : <OfflinePage onRetry={tryAgain} />;
  }

  return { Component: PageWhenOnline };
}
