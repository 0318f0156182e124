import {
  DEFAULT_THEME,
  type MantineContext,
  type MantineTheme,
  mergeMantineTheme,
} from '@mantine/core';
import type { ContextType } from 'react';
import { cssVariablesResolver, theme } from '../ui/theme.ts';

export { queryClient } from './query-client.ts';

/**
 * What Mantine's components read from their provider, made once the first of them is loaded (see
 * `provider.tsx`). The colour scheme is always light, as the pages' `<html>` says; the theme's CSS
 * variables come with the stylesheet (`theme-variables.css`).
 */
export const mergedTheme: MantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);

export const mantineContext: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: () => undefined,
  clearColorScheme: () => undefined,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesResolver,
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};
