import type { Plugin } from 'vite';

const themeProviderModule =
  /\/@mantine\/core\/esm\/core\/MantineProvider\/MantineThemeProvider\/MantineThemeProvider\.mjs$/;
const devtoolsName = /^MantineThemeProvider\.displayName = "[^"]*";$/m;

/**
 * The app's entry takes only Mantine's theme context from the module that defines it
 * (`src/lib/libraries/provider.tsx`); Mantine's theme comes later, with the first part that draws
 * with Mantine (issue 19). The module's provider, which the app does not use, names the theme,
 * and the bundler keeps that provider for the name React's developer tools show (a property
 * written on it), so the theme came into the entry with it. The name is dropped from the build;
 * the build fails should a Mantine update write it otherwise, rather than grow the first load
 * unnoticed.
 */
export function themeContextOnly(): Plugin {
  return {
    name: 'portal-theme-context-only',
    apply: 'build',
    transform: {
      filter: { id: themeProviderModule },
      handler(code, id) {
        if (!devtoolsName.test(code)) {
          this.error(`${id} no longer names its provider as expected: see theme-context-only.ts`);
        }
        return { code: code.replace(devtoolsName, ''), map: null };
      },
    },
  };
}
