import { MantineContext, MantineThemeContext } from '@mantine/core';
import { type ReactNode, useSyncExternalStore } from 'react';
import type * as themeRuntime from './theme-runtime.ts';

type ThemeRuntime = typeof themeRuntime;

/**
 * Mantine's provider, with Mantine itself loaded later (issue 19). The shell and the dashboard's
 * first view are drawn without Mantine's components, so its theme and the code behind it need not
 * be in the first load; they come with the first module that draws with Mantine. The provider's
 * two contexts are in place from the first render and get their values then: the tree under them
 * is not drawn afresh, as swapping in Mantine's own provider would do.
 */
let runtime: ThemeRuntime | undefined;
let loading: Promise<ThemeRuntime> | undefined;
const listeners = new Set<() => void>();

function loadRuntime(): Promise<ThemeRuntime> {
  loading ??= import('./theme-runtime.ts').then((loaded) => {
    runtime = loaded;
    for (const listener of listeners) listener();
    return loaded;
  });
  return loading;
}

/**
 * A module that draws with Mantine, once Mantine's theme is there too. Every module of the app
 * loaded after the first view comes through here (a page, a part drawn later): none is drawn
 * before its components can find their provider.
 */
export async function withTheme<T>(loadingModule: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([loadingModule, loadRuntime()]);
  return loaded;
}

/** For a render with no later moment (a page drawn on the server): the theme, given at once. */
export function provideTheme(loaded: ThemeRuntime): void {
  runtime = loaded;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getRuntime = () => runtime;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const loaded = useSyncExternalStore(subscribe, getRuntime, getRuntime);
  return (
    <MantineContext value={loaded?.mantineContext ?? null}>
      <MantineThemeContext value={loaded?.mergedTheme ?? null}>{children}</MantineThemeContext>
    </MantineContext>
  );
}
