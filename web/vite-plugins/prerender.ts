import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { compressBuild } from './precompress.ts';
import { bootScript, layoutScript } from './prerender-scripts.ts';

export interface PrerenderedPage {
  /** The HTML file, without `.html`; the English one gets `.en.html`. */
  file: string;
  /** The app path rendered. */
  path: string;
  /** `page`: the page as the app first draws it (hydrated); `shell`: the shell (replaced). */
  as: 'page' | 'shell';
  /** The request paths the server answers with this page, as a regular expression; none: others. */
  serves: string | null;
  /** Route modules of the page: their styles are put into the page, so it paints styled. */
  modules: string[];
}

interface PrerenderOptions {
  /** The render entry (relative to the web folder), built for Node and run once per build. */
  entry: string;
  /** What a signed-out visitor of a page behind the sign-in loads instead of the app. */
  signIn: string;
  /** Modules every page's shell needs the styles of (the layout). */
  shellModules: string[];
  pages: PrerenderedPage[];
}

interface ChunkLike {
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

interface RenderModule {
  renderPage(options: {
    path: string;
    language: 'da' | 'en';
    as: PrerenderedPage['as'];
  }): Promise<string>;
  protectedPathPatterns(): string[];
  needsJavaScript(language: 'da' | 'en'): string;
}

const languages = ['da', 'en'] as const;

/**
 * Prerenders pages at build time (issue 19): each page of `pages` is rendered with the app's own
 * components in both languages and written as its own HTML file, which the server sends for the
 * paths it serves (`pages.json`), so the page paints before any script runs. The page's first
 * script (inline, allowed by its hash) then loads the app, or, for a signed-out visitor of a page
 * behind the sign-in, only the sign-in start. Compresses the build afterwards.
 */
export function prerender(options: PrerenderOptions): Plugin {
  let root = process.cwd();
  let base = '/';
  let outDir = 'dist';
  let isSsr = false;
  let signInRef = '';
  let signInFile = '';
  let written = false;
  const stylesOf = new Map<string, string[]>();
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      outDir = path.resolve(root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    buildStart() {
      if (isSsr) return;
      signInRef = this.emitFile({
        type: 'chunk',
        id: path.resolve(root, options.signIn),
        name: 'sign-in',
      });
    },
    generateBundle(_outputOptions, bundle) {
      if (isSsr) return;
      signInFile = this.getFileName(signInRef);
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      const styles = (modules: string[]) => {
        const wanted = new Set(modules.map((file) => path.resolve(root, file)));
        const found = new Set<string>();
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = chunks.get(fileName);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) found.add(css);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        for (const chunk of chunks.values()) {
          if (chunk.facadeModuleId && wanted.has(chunk.facadeModuleId)) visit(chunk.fileName);
        }
        return [...found];
      };
      for (const page of options.pages) {
        stylesOf.set(page.file, styles([...options.shellModules, ...page.modules]));
      }
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // A build that failed (over its speed budget, say) wrote no index.html, and closes all the
      // same: reading it would fail and hide the build's own error.
      if (isSsr || !written) return;
      // Inside the web folder: the rendered module imports the app's packages from node_modules.
      const temporary = await mkdtemp(path.join(root, '.prerender-'));
      try {
        await build({
          configFile: false,
          root,
          base,
          mode: 'production',
          logLevel: 'warn',
          plugins: [react()],
          build: { ssr: options.entry, outDir: temporary, emptyOutDir: true, minify: false },
        });
        const entryName = `${path.basename(options.entry).replace(/\.[jt]sx?$/, '')}.js`;
        const renderer = (await import(
          pathToFileURL(path.join(temporary, entryName)).href
        )) as RenderModule;
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const boot = bootScript({
          base,
          template,
          signIn: `${base}${signInFile}`,
          protectedPatterns: renderer.protectedPathPatterns(),
        });
        for (const page of options.pages) {
          const css = await Promise.all(
            (stylesOf.get(page.file) ?? []).map((file) =>
              readFile(path.join(outDir, file), 'utf8'),
            ),
          );
          for (const language of languages) {
            const markup = await renderer.renderPage({ path: page.path, language, as: page.as });
            const html = pageHtml(boot, {
              language,
              markup,
              css: css.join('\n'),
              as: page.as,
              needsJavaScript: renderer.needsJavaScript(language),
            });
            const name = language === 'da' ? `${page.file}.html` : `${page.file}.${language}.html`;
            await writeFile(path.join(outDir, name), html);
          }
        }
        const served = options.pages.filter((page) => page.serves !== null);
        const fallback = options.pages.find((page) => page.serves === null)?.file ?? 'index';
        await writeFile(
          path.join(outDir, 'pages.json'),
          `${JSON.stringify({ pages: served.map(({ file, serves }) => ({ file, serves })), fallback }, null, 2)}\n`,
        );
        this.info(`prerendered ${String(options.pages.length * languages.length)} pages`);
      } finally {
        await rm(temporary, { recursive: true, force: true });
      }
      await compressBuild(outDir);
    },
  };

  /**
   * The template with the page's language, its first script, its styles and its markup. The markup
   * is inert until the app runs it: a choice made on it before would be lost, or do nothing.
   */
  function pageHtml(
    boot: ReturnType<typeof bootScript>,
    page: {
      language: string;
      markup: string;
      css: string;
      as: PrerenderedPage['as'];
      /** What a browser without JavaScript says, in the page's language only. */
      needsJavaScript: string;
    },
  ) {
    return boot.template
      .replace(
        /<html lang="[^"]*"/,
        `<html lang="${page.language}" data-mantine-color-scheme="light"`,
      )
      .replace('<!--portal-boot-->', `<script>${boot.script}</script>`)
      .replace('</head>', page.css ? `<style>${page.css}</style></head>` : '</head>')
      .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${page.needsJavaScript}</noscript>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${page.as}" inert>${page.markup}</div><script>${layoutScript}</script>`,
      );
  }
}
