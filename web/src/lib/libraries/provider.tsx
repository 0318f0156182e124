import { MantineContext, MantineThemeContext } from '@mantine/core';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import type * as runtimeModule from './runtime.ts';

type Runtime = typeof runtimeModule;

/**
 * The providers of Mantine and of TanStack Query, with both libraries loaded later (issue 19). The
 * shell and the dashboard's first view draw with neither, so Mantine's theme, the query cache and
 * the code behind them need not be in the first load; they come with the first module that draws
 * with them. The providers' contexts are in place from the first render and get their values
 * then: the tree under them is not drawn afresh, as swapping the libraries' own providers in would
 * do.
 */
let runtime: Runtime | undefined;
let loading: Promise<Runtime> | undefined;
const listeners = new Set<() => void>();

function loadRuntime(): Promise<Runtime> {
  loading ??= import('./runtime.ts').then(
    (loaded) => {
      // As the query library's own provider does: the cache refetches on focus and reconnection.
      loaded.queryClient.mount();
      runtime = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      // Without a network: asked again when a part is loaded again (`importWhenOnline`).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A module that draws with Mantine or asks with TanStack Query, once both are there too. Every
 * module of the app loaded after the first view comes through here (a page, a part drawn later):
 * none is drawn before its components can find their providers.
 */
export async function withLibraries<T>(loadingModule: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([loadingModule, loadRuntime()]);
  return loaded;
}

/** The app's query cache, for what runs outside a component (loaded with the libraries). */
export async function whenQueryClient(): Promise<QueryClient> {
  return (await loadRuntime()).queryClient;
}

/** For a render with no later moment (a page drawn on the server): the libraries, given at once. */
export function provideLibraries(loaded: Runtime): void {
  runtime = loaded;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getRuntime = () => runtime;

export function LibraryProvider({ children }: { children: ReactNode }) {
  const loaded = useSyncExternalStore(subscribe, getRuntime, getRuntime);
  return (
    <MantineContext value={loaded?.mantineContext ?? null}>
      <MantineThemeContext value={loaded?.mergedTheme ?? null}>
        <QueryClientContext value={loaded?.queryClient}>{children}</QueryClientContext>
      </MantineThemeContext>
    </MantineContext>
  );
}
