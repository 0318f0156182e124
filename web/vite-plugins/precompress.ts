import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest)$/;

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes `.br` and `.gz` twins of the text files under `outDir` (1 kB and up). */
export async function compressBuild(outDir: string): Promise<void> {
  for await (const file of filesUnder(outDir)) {
    if (!compressible.test(file) || (await stat(file)).size < 1024) continue;
    const content = await readFile(file);
    await writeFile(
      `${file}.br`,
      await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
  }
}

/**
 * Writes `.br` and `.gz` twins of the built text files, so the server can send them as they are
 * (for example @fastify/static with `preCompressed: true`) instead of compressing per request.
 * The prerender plugin compresses after it has written its pages instead: closeBundle hooks run
 * side by side, and a twin made of index.html before it was prerendered would be sent stale.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await compressBuild(outDir);
    },
  };
}
