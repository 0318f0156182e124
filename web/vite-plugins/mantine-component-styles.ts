import path from 'node:path';
import type { Plugin } from 'vite';
import { mantineClassName } from './mantine-styles-check.ts';
import type { OutputChunkLike } from './output-chunk.ts';

const boxModule = /\/@mantine\/core\/esm\/core\/Box\/Box\.mjs$/;

/**
 * Mantine's component styles come with the first component rather than in the first load (issue
 * 19): a page that draws none, the dashboard, neither loads nor matches them. Every Mantine
 * component draws with Box, so Box's module imports them: Vite then loads them with the first
 * part that imports a component, before that part is evaluated. The build fails when a chunk
 * names a component's class without bringing them, or when the first load would bring them.
 */
export function mantineComponentStyles(options: { stylesheet: string }): Plugin {
  let stylesheet = options.stylesheet;
  let isSsr = false;
  let isImported = false;
  return {
    name: 'portal-mantine-component-styles',
    apply: 'build',
    // After Vite's CSS plugin has told each chunk its stylesheets.
    enforce: 'post',
    configResolved(config) {
      stylesheet = path.resolve(config.root, options.stylesheet);
      isSsr = Boolean(config.build.ssr);
    },
    transform: {
      filter: { id: boxModule },
      handler(code) {
        if (isSsr) return undefined;
        isImported = true;
        // At the end, so that the source map still fits: imports are evaluated first wherever
        // they stand.
        return { code: `${code}\nimport ${JSON.stringify(stylesheet)};\n`, map: null };
      },
    },
    generateBundle(_outputOptions, bundle) {
      if (isSsr) return;
      if (!isImported) this.error("Mantine's component styles: Mantine's Box was not found");
      const chunks = new Map<string, OutputChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      const problems = stylesProblems(chunks, stylesheet);
      if (problems.length > 0) {
        this.error(`Mantine's component styles: ${problems.join('; ')}`);
      }
    },
  };
}

/** What is wrong with where the components' styles (`stylesheet`) stand in the bundle, if anything. */
export function stylesProblems(chunks: Map<string, OutputChunkLike>, stylesheet: string): string[] {
  // The stylesheet Vite made of it: that of the chunk which imports it.
  const files = new Set(
    [...chunks.values()]
      .filter((chunk) => chunk.moduleIds.includes(stylesheet))
      .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
  );
  if (files.size === 0) return ['no chunk brings them'];
  const brings = (from: OutputChunkLike, seen = new Set<string>()): boolean => {
    if ([...(from.viteMetadata?.importedCss ?? [])].some((file) => files.has(file))) return true;
    seen.add(from.fileName);
    return from.imports.some((file) => {
      const imported = chunks.get(file);
      return imported !== undefined && !seen.has(file) && brings(imported, seen);
    });
  };
  const problems: string[] = [];
  for (const chunk of chunks.values()) {
    if (chunk.isEntry && chunk.facadeModuleId?.endsWith('.html')) {
      if (brings(chunk)) problems.push(`the first load (${chunk.fileName}) brings them`);
    } else if (chunk.code.search(mantineClassName) >= 0 && !brings(chunk)) {
      problems.push(`${chunk.fileName} names a component's class without bringing them`);
    }
  }
  return problems;
}
