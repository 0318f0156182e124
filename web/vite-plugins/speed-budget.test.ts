import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { speedBudget } from './speed-budget.ts';

const root = '/app/web';
// Random text: gzip cannot shrink it much (about three quarters of its length remain).
const noise = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

function chunk(
  fileName: string,
  bytes: number,
  imports: string[],
  facade: string | null,
  alsoHolds: string[] = [],
) {
  const modules = [...(facade ? [facade] : []), ...alsoHolds].map((file) => [
    path.join(root, file),
    { renderedLength: bytes },
  ]);
  return {
    type: 'chunk' as const,
    fileName,
    code: noise(bytes),
    imports,
    isEntry: facade?.endsWith('.html') ?? false,
    facadeModuleId: facade ? path.join(root, facade) : null,
    modules: Object.fromEntries(modules) as Record<string, { renderedLength: number }>,
  };
}

/**
 * Runs the plugin's bundle check on a bundle of an entry (which holds the shell) and one lazily
 * loaded page.
 */
function check(
  budgetKb: number,
  pageBytes: number,
  appOnIntent = false,
  modules = ['src/page.tsx'],
) {
  const plugin = speedBudget({
    pages: [{ name: '/ui/', modules, budgetKb, targetKb: 10, appOnIntent }],
  });
  const context = { info: vi.fn(), error: vi.fn((message: string) => message) };
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  const bundle = {
    'entry.js': chunk('entry.js', 20_000, ['shared.js'], 'index.html', ['src/shell.tsx']),
    'shared.js': chunk('shared.js', 5_000, [], null),
    'page.js': chunk('page.js', pageBytes, ['shared.js'], 'src/page.tsx'),
    'other.js': chunk('other.js', 50_000, [], 'src/other.tsx'),
  };
  (plugin.writeBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(
    context,
    {},
    bundle,
  );
  return context;
}

describe('the speed budget', () => {
  it('counts the entry, the page and what they import, not other pages', () => {
    const { info, error } = check(40, 5_000);
    expect(error).not.toHaveBeenCalled();
    const printed = String(info.mock.calls[0]?.[0]);
    expect(printed).toMatch(
      /First load of \/ui\/: 2\d\.\d kB .* budget 40 kB \(target 10 kB not reached\)/,
    );
  });

  it('finds a module in a chunk that holds several, such as the shell in the entry', () => {
    const { info, error } = check(40, 5_000, false, ['src/shell.tsx', 'src/page.tsx']);
    expect(error).not.toHaveBeenCalled();
    expect(String(info.mock.calls[0]?.[0])).toMatch(/First load of \/ui\/: 2\d\.\d kB/);
    expect(() => check(40, 5_000, false, ['src/missing.tsx'])).toThrow(
      'speed budget: no chunk for src/missing.tsx',
    );
  });

  it('fails the build when a first load is over its budget', () => {
    const { error } = check(40, 40_000);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^Over the speed budget\. First load of \/ui\//),
    );
  });

  it('a page whose app loads when the visitor acts: no file first, the budget on the app', () => {
    const { info, error } = check(40, 5_000, true);
    expect(error).not.toHaveBeenCalled();
    expect(String(info.mock.calls[0]?.[0])).toMatch(
      /First load of \/ui\/: no JavaScript file until the visitor acts, then 2\d\.\d kB gzipped, budget 40 kB$/m,
    );
    expect(check(40, 40_000, true).error).toHaveBeenCalledWith(
      expect.stringMatching(/^Over the speed budget\. First load of \/ui\//),
    );
  });
});
