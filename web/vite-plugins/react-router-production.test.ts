import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from './react-router-production.ts';

interface Alias {
  find: RegExp;
  replacement: string;
}

describe("React Router's production build", () => {
  it('is what a build imports for both entries, and has the development warnings off', () => {
    const config = reactRouterProduction().config as () => { resolve: { alias: Alias[] } };
    const aliases = config().resolve.alias;
    const imports = ['react-router', 'react-router/dom', 'react-router-dom', 'react-router/other'];
    expect(aliases.map(({ find }) => imports.filter((name) => find.test(name)))).toEqual([
      ['react-router'],
      ['react-router/dom'],
    ]);
    const folders = new Set(aliases.map(({ replacement }) => path.dirname(replacement)));
    // One folder: the two entries share its files, so the router's contexts are one.
    expect(folders.size).toBe(1);
    const [folder] = [...folders] as [string];
    expect(path.basename(folder)).toBe('production');
    const shared = readdirSync(folder)
      .filter((file) => file.startsWith('chunk-'))
      .map((file) => readFileSync(path.join(folder, file), 'utf8'))
      .join('\n');
    expect(shared).toContain('ENABLE_DEV_WARNINGS = false');
    expect(shared).not.toContain('ENABLE_DEV_WARNINGS = true');
  });
});
