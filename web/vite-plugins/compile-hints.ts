import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136 and later), which must be a file's first line. */
export const compileHint = '//# allFunctionsCalledOnLoad';

interface HintedChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}

/**
 * Marks the chunks whose functions nearly all run as the page starts (the app's entry, zod) for
 * eager compilation. A browser compiles a function the first time it is called, on the main
 * thread; a file with the hint is compiled whole as it streams in, on a background thread. Other
 * engines read the line as a comment.
 *
 * Added as the files are written: Vite puts its list of preloaded files at the top of a chunk
 * after the plugins' `generateBundle`, and the hint must come first. The source map gains the
 * empty first line, so what it points to stays where it was.
 */
export function compileHints(options: { isHinted: (chunk: HintedChunk) => boolean }): Plugin {
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    async writeBundle(outputOptions, bundle) {
      const outDir = outputOptions.dir ?? 'dist';
      const hinted = Object.values(bundle).filter(
        (item): item is HintedChunk & typeof item =>
          item.type === 'chunk' && options.isHinted(item),
      );
      // Before any wait: the speed budget, whose hook runs beside this one, counts the line too.
      for (const chunk of hinted) chunk.code = `${compileHint}\n${chunk.code}`;
      for (const chunk of hinted) {
        const file = path.join(outDir, chunk.fileName);
        await writeFile(file, chunk.code);
        const mapFile = `${file}.map`;
        const map = JSON.parse(await readFile(mapFile, 'utf8').catch(() => 'null')) as {
          mappings: string;
        } | null;
        if (map) await writeFile(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
