import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface FirstLoad {
  /** What the page is, as the build prints it. */
  name: string;
  /** Lazily loaded modules (paths relative to the web folder) that its first view needs too. */
  modules: string[];
  /** Most gzipped JavaScript its first load may ship, in kB (1000 bytes, as Vite prints). */
  budgetKb: number;
  /** Where the budget is to go (issue 19), printed beside it while not reached. */
  targetKb?: number;
  /**
   * A public page the server renders with its data, which loads the app only when the visitor
   * acts on it: its first load ships no JavaScript file (its first script is inline), and the
   * budget holds what the visitor's first action loads.
   */
  appOnIntent?: boolean;
}

interface SpeedBudgetOptions {
  pages: FirstLoad[];
}

interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  modules: Record<string, { renderedLength: number }>;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Prints the gzipped size of every JavaScript chunk and of what the first load of each listed
 * page ships (the page's entry, the listed route modules and everything they import statically),
 * and fails the build when a page's first load is over its budget.
 */
export function speedBudget(options: SpeedBudgetOptions): Plugin {
  let root = process.cwd();
  return {
    name: 'portal-speed-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // Counted as the files are written: Vite adds a chunk's list of the files its lazy parts
    // preload (`__vite__mapDeps`, 4 kB gzipped in the entry) after the plugins' generateBundle.
    writeBundle(_outputOptions, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      const gzipped = new Map(
        [...chunks.values()].map((chunk) => [chunk.fileName, gzipSync(chunk.code).length]),
      );
      const firstLoads = options.pages.map((page) => ({
        page,
        files: firstLoadOf(page.modules),
      }));

      function firstLoadOf(modules: string[]): Set<string> {
        const wanted = new Set(modules.map((file) => path.resolve(root, file)));
        // The page's entry is index.html's; other entries (the service worker) are not the page's.
        // A module may be in a chunk of several (the entry's, a group's): the chunk that holds it.
        const starts = [...chunks.values()].filter(
          (chunk) =>
            (chunk.isEntry && chunk.facadeModuleId?.endsWith('.html')) ||
            Object.keys(chunk.modules).some((id) => wanted.has(id)),
        );
        const found = new Set(starts.flatMap((chunk) => Object.keys(chunk.modules)));
        const missing = [...wanted].filter((file) => !found.has(file));
        if (missing.length > 0) {
          throw new Error(
            `speed budget: no chunk for ${missing.map((file) => path.relative(root, file)).join(', ')}`,
          );
        }
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const chunk of starts) visit(chunk.fileName);
        return files;
      }

      const inAnyFirstLoad = new Set(firstLoads.flatMap(({ files }) => [...files]));
      const rows = [...gzipped.entries()].sort((a, b) => b[1] - a[1]);
      const width = Math.max(...rows.map(([name]) => name.length));
      const lines = rows.map(
        ([name, size]) =>
          `  ${inAnyFirstLoad.has(name) ? '*' : ' '} ${name.padEnd(width)}  ${kb(size).padStart(9)}`,
      );
      const summaries = firstLoads.map(({ page, files }) => {
        const total = [...files].reduce((sum, name) => sum + (gzipped.get(name) ?? 0), 0);
        const firstLoad = page.appOnIntent ? 0 : total;
        const target =
          page.targetKb !== undefined && firstLoad > page.targetKb * 1000
            ? ` (target ${String(page.targetKb)} kB not reached)`
            : '';
        const text = page.appOnIntent
          ? `First load of ${page.name}: no JavaScript file until the visitor acts, then ${kb(total)} gzipped, budget ${String(page.budgetKb)} kB`
          : `First load of ${page.name}: ${kb(total)} of JavaScript gzipped, budget ${String(page.budgetKb)} kB${target}`;
        return { page, files, total, text };
      });
      this.info(
        `JavaScript chunks, gzipped (* in a first load):\n${lines.join('\n')}\n${summaries.map((s) => s.text).join('\n')}`,
      );
      if (process.env.BUDGET_DETAILS) {
        for (const { page, files } of summaries)
          this.info(`${page.name}\n${largestModules(chunks, files)}`);
      }
      const over = summaries.filter(({ page, total }) => total > page.budgetKb * 1000);
      if (over.length > 0)
        this.error(`Over the speed budget. ${over.map((s) => s.text).join('; ')}`);
    },
  };
}

/** With BUDGET_DETAILS=1: the biggest packages of a first load (minified, before gzip). */
function largestModules(chunks: Map<string, ChunkInfo>, firstLoad: Set<string>): string {
  const sizes = new Map<string, number>();
  for (const fileName of firstLoad) {
    for (const [id, info] of Object.entries(chunks.get(fileName)?.modules ?? {})) {
      const key = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? path.basename(id);
      sizes.set(key, (sizes.get(key) ?? 0) + info.renderedLength);
    }
  }
  const rows = [...sizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  return `Largest parts of the first load (minified):\n${rows.map(([name, size]) => `  ${name.padEnd(40)} ${kb(size).padStart(9)}`).join('\n')}`;
}
