import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileHint, compileHints } from './compile-hints.ts';

function chunk(fileName: string, code: string, isEntry: boolean) {
  return { type: 'chunk' as const, fileName, code, isEntry, facadeModuleId: null, moduleIds: [] };
}

describe('the compile hints', () => {
  it('put the hint first in the chosen files only, and keep their source maps in step', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'compile-hints-'));
    const entry = 'const __vite__mapDeps=0;\nrun();\n//# sourceMappingURL=entry.js.map\n';
    await writeFile(path.join(root, 'entry.js'), entry);
    await writeFile(
      path.join(root, 'entry.js.map'),
      JSON.stringify({ version: 3, mappings: ';AAAA', sources: ['main.ts'] }),
    );
    await writeFile(path.join(root, 'page.js'), 'page();\n');
    const plugin = compileHints({ isHinted: (item) => item.isEntry });
    const bundle = {
      'entry.js': chunk('entry.js', entry, true),
      'page.js': chunk('page.js', 'page();\n', false),
    };
    await (plugin.writeBundle as (options: unknown, bundle: unknown) => Promise<void>)(
      { dir: root },
      bundle,
    );

    const written = await readFile(path.join(root, 'entry.js'), 'utf8');
    expect(written).toBe(`${compileHint}\n${entry}`);
    // The speed budget counts what is written.
    expect(bundle['entry.js'].code).toBe(written);
    const map = JSON.parse(await readFile(path.join(root, 'entry.js.map'), 'utf8')) as {
      mappings: string;
      sources: string[];
    };
    expect(map).toEqual({ version: 3, mappings: ';;AAAA', sources: ['main.ts'] });
    expect(await readFile(path.join(root, 'page.js'), 'utf8')).toBe('page();\n');
  });
});
