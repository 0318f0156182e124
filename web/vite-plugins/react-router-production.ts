import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's package names its development build for every import; the production build
 * beside it is the same code with its development warnings off (messages built on every render,
 * checks of each route). Its own Vite plugin, made for its framework mode, points a production
 * build at it; this app uses the router as a library, so the build does it here. Both entries
 * move together: `react-router/dom` shares the main entry's files, and two copies of the router
 * would not share its contexts. The development server and the tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  // The package's CommonJS entry, in dist/development; its production twin is beside it.
  const dist = path.dirname(path.dirname(require.resolve('react-router')));
  const entries = {
    'react-router': path.join(dist, 'production', 'index.mjs'),
    'react-router/dom': path.join(dist, 'production', 'dom-export.mjs'),
  };
  return {
    name: 'portal-react-router-production',
    apply: 'build',
    config() {
      for (const [name, file] of Object.entries(entries)) {
        if (!existsSync(file)) {
          throw new Error(
            `${name}: no production build at ${file}; see react-router-production.ts`,
          );
        }
      }
      return {
        resolve: {
          alias: Object.entries(entries).map(([name, file]) => ({
            find: new RegExp(`^${name}$`),
            replacement: file,
          })),
        },
      };
    },
  };
}
