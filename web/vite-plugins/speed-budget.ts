import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface SpeedBudgetOptions {
  /** Most gzipped JavaScript the first load may ship, in kB (1000 bytes, as Vite prints). */
  budgetKb: number;
  /** Lazily loaded modules (paths relative to the web folder) that the first page view needs too. */
  firstLoadModules: string[];
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
 * Prints the gzipped size of every JavaScript chunk and of what the first load of /ui/ ships
 * (the entry, the listed route modules and everything they import statically), and fails the
 * build when that first load is over budget.
 */
export function speedBudget(options: SpeedBudgetOptions): Plugin {
  let root = process.cwd();
  return {
    name: 'portal-speed-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_outputOptions, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      const gzipped = new Map(
        [...chunks.values()].map((chunk) => [chunk.fileName, gzipSync(chunk.code).length]),
      );

      const wanted = new Set(options.firstLoadModules.map((file) => path.resolve(root, file)));
      const starts = [...chunks.values()].filter(
        // The page's entry is index.html's; other entries (the service worker) are not the page's.
        (chunk) =>
          (chunk.isEntry && chunk.facadeModuleId?.endsWith('.html')) ||
          (chunk.facadeModuleId && wanted.has(chunk.facadeModuleId)),
      );
      const found = new Set(starts.map((chunk) => chunk.facadeModuleId));
      const missing = [...wanted].filter((file) => !found.has(file));
      if (missing.length > 0) {
        this.error(
          `speed budget: no chunk for ${missing.map((file) => path.relative(root, file)).join(', ')}`,
        );
      }

      const firstLoad = new Set<string>();
      const visit = (fileName: string) => {
        if (firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of starts) visit(chunk.fileName);

      const rows = [...gzipped.entries()].sort((a, b) => b[1] - a[1]);
      const width = Math.max(...rows.map(([name]) => name.length));
      const lines = rows.map(
        ([name, size]) =>
          `  ${firstLoad.has(name) ? '*' : ' '} ${name.padEnd(width)}  ${kb(size).padStart(9)}`,
      );
      const total = [...firstLoad].reduce((sum, name) => sum + (gzipped.get(name) ?? 0), 0);
      const summary = `First load of /ui/ (chunks marked *): ${kb(total)} of JavaScript gzipped, budget ${options.budgetKb} kB`;
      this.info(`JavaScript chunks, gzipped:\n${lines.join('\n')}\n${summary}`);
      if (process.env.BUDGET_DETAILS) this.info(largestModules(chunks, firstLoad));
      if (total > options.budgetKb * 1000) this.error(`Over the speed budget. ${summary}`);
    },
  };
}

/** With BUDGET_DETAILS=1: the biggest packages of the first load (minified, before gzip). */
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
