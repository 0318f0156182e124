import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { OutputChunkLike } from './output-chunk.ts';

interface ServiceWorkerOptions {
  /** The worker's source (relative to the web folder); built self-contained to `sw.js`. */
  source: string;
  /** Route modules precached with the shell: the pages that must open without a network. */
  offlineModules: string[];
  /** Modules whose chunks are precached wherever they are imported from (both languages' texts). */
  alwaysModules: string[];
  /** Chunks of their own (dynamically imported) precached as `alwaysModules` are, by the path of
   * their module relative to the web folder. */
  alwaysMatching?: RegExp;
  /** HTML files precached (written after the bundle, by the prerender); `shell*.html` among them. */
  htmlFiles: string[];
}

async function filesUnder(directory: string, base = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const relative = path.posix.join(base, entry.name);
    if (entry.isDirectory())
      found.push(...(await filesUnder(path.join(directory, entry.name), relative)));
    else found.push(relative);
  }
  return found;
}

/**
 * Builds the service worker (issue 19) and hands it the precache list, read from this build's
 * chunk graph: the HTML entry and all it imports, the offline pages and all they import, their
 * styles, the texts of both languages and the public files. The build id changes when any of them
 * changes, so a new deploy installs a new worker (which then waits for the member's "Reload").
 */
export function serviceWorker(options: ServiceWorkerOptions): Plugin {
  let root = process.cwd();
  let base = '/';
  let publicDir = '';
  return {
    name: 'portal-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      publicDir = config.publicDir;
    },
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: path.resolve(root, options.source),
        fileName: 'sw.js',
        preserveSignature: false,
      });
    },
    async generateBundle(_outputOptions, bundle) {
      const chunks = new Map<string, OutputChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      const worker = chunks.get('sw.js');
      if (!worker) return this.error('service worker: sw.js was not built');
      if (worker.imports.length > 0) {
        return this.error(
          'service worker: sw.js must not import anything (it is a classic script)',
        );
      }

      const wanted = new Set(options.offlineModules.map((file) => path.resolve(root, file)));
      const always = new Set(options.alwaysModules.map((file) => path.resolve(root, file)));
      const htmlEntry = [...chunks.values()].find((chunk) =>
        chunk.facadeModuleId?.endsWith('.html'),
      );
      if (!htmlEntry) return this.error('service worker: no entry chunk for index.html');
      const starts = [...chunks.values()].filter(
        (chunk) =>
          chunk === htmlEntry ||
          (chunk.facadeModuleId !== null && wanted.has(chunk.facadeModuleId)) ||
          chunk.moduleIds.some((id) => always.has(id)) ||
          (chunk.facadeModuleId !== null &&
            (options.alwaysMatching?.test(path.relative(root, chunk.facadeModuleId)) ?? false)),
      );
      const missing = [...wanted, ...always].filter(
        (file) =>
          !starts.some((chunk) => chunk.facadeModuleId === file || chunk.moduleIds.includes(file)),
      );
      if (missing.length > 0) {
        return this.error(
          `service worker: no chunk for ${missing.map((file) => path.relative(root, file)).join(', ')}`,
        );
      }

      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = chunks.get(fileName);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk?.imports ?? []) visit(imported);
      };
      for (const chunk of starts) visit(chunk.fileName);
      const publicFiles = publicDir ? await filesUnder(publicDir) : [];
      const precache = [...options.htmlFiles, ...files, ...publicFiles]
        .sort()
        .map((file) => `${base}${file}`);

      const hash = createHash('sha256');
      for (const file of precache) hash.update(file);
      const manifest = {
        build: hash.digest('hex').slice(0, 16),
        entry: `${base}${htmlEntry.fileName}`,
        files: precache,
        shell: { da: `${base}shell.html`, en: `${base}shell.en.html` },
      };
      worker.code = worker.code.replaceAll('__PORTAL_SW_MANIFEST__', JSON.stringify(manifest));
      this.info(`service worker: ${precache.length} files precached, build ${manifest.build}`);
    },
  };
}
