import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { pageDataMark, pageMarkupMark } from '../../contracts/src/rendered-page.ts';
import { laterStylesAttribute } from '../src/app/build/later-styles.ts';
import {
  classesNamedIn,
  classesOf,
  firstViewCss,
  withoutUnreadCustomProperties,
} from './first-view-css.ts';
import { compressBuild } from './precompress.ts';
import { bootScript, fetchAheadWorker, layoutScript } from './prerender-scripts.ts';
import type { OutputChunkLike } from './output-chunk.ts';

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
  /**
   * A public page the server renders again per request with its data (`renderPageWithData`),
   * from a template the build writes beside the renderer. The page prerendered here is what the
   * server sends should that fail.
   */
  withData?: boolean;
  /**
   * With its data, the page is whole without the app, which loads when a visitor acts on it.
   * Not for a page whose form loads apart: it would be drawn again when it came, losing what was
   * typed meanwhile, so such a page waits for the app, inert.
   */
  appOnIntent?: boolean;
}

interface PrerenderOptions {
  /**
   * The render entry (relative to the web folder), built for Node into `renderOutDir`: run once
   * per build, and by the server for the pages `withData`.
   */
  entry: string;
  /** Where the renderer and the server's page templates go (relative to the web folder). */
  renderOutDir: string;
  /** What a signed-out visitor of a page behind the sign-in loads instead of the app. */
  signIn: string;
  /** Modules every page's shell needs the styles of (the layout). */
  shellModules: string[];
  /** The modules of each language's texts, which the app loads before drawing (issue 19). */
  textModules: Record<(typeof languages)[number], string[]>;
  /**
   * The membership prompt's modules, which a signed-in member's page fetches with the app while
   * the session's check has found no membership (its texts are the common texts).
   */
  promptModules: string[];
  pages: PrerenderedPage[];
}

interface RenderModule {
  renderPage(options: {
    path: string;
    language: 'da' | 'en';
    as: PrerenderedPage['as'];
  }): Promise<string>;
  protectedPathPatterns(): string[];
  needsJavaScript(language: 'da' | 'en'): Promise<string>;
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
  /** The app's own build settings, which the sign-in start is built with too. */
  let appBuild: Pick<ResolvedConfig['build'], 'target' | 'sourcemap'> = {
    target: 'modules',
    sourcemap: false,
  };
  let written = false;
  const stylesOf = new Map<string, string[]>();
  /** The files of each page's route beyond the entry and its preloads, as URLs. */
  const scriptsOf = new Map<string, string[]>();
  /** Every script a page's app runs to draw it, the entry's included: the classes it may draw. */
  const drawnBy = new Map<string, string[]>();
  const textFiles: Record<string, string[]> = {};
  let promptFiles: string[] = [];
  let fetchAheadFile = '';
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      outDir = path.resolve(root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
      appBuild = { target: config.build.target, sourcemap: config.build.sourcemap };
    },
    generateBundle(_outputOptions, bundle) {
      if (isSsr) return;
      // An asset of the build's own, named by its content's hash as the bundler names its files.
      fetchAheadFile = this.getFileName(
        this.emitFile({ type: 'asset', name: 'fetch-ahead.js', source: fetchAheadWorker }),
      );
      const chunks = new Map<string, OutputChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      /** The chunks of `modules` with all they import, and the styles those import. */
      const reach = (modules: string[]) => {
        const wanted = new Set(modules.map((file) => path.resolve(root, file)));
        const styles = new Set<string>();
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = chunks.get(fileName);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        // A module may be in a chunk of several (the entry's, a group's): the chunk that holds it.
        for (const chunk of chunks.values()) {
          if (chunk.moduleIds.some((id) => wanted.has(id))) visit(chunk.fileName);
        }
        return { scripts: seen, styles: [...styles] };
      };
      // What the entry loads itself, with its preloads: the rest of a page's files are its own.
      const loadedFirst = new Set<string>();
      const visitFirst = (fileName: string) => {
        if (loadedFirst.has(fileName)) return;
        loadedFirst.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visitFirst(imported);
      };
      for (const chunk of chunks.values()) {
        if (chunk.isEntry && chunk.facadeModuleId?.endsWith('.html')) visitFirst(chunk.fileName);
      }
      const beyondFirst = (scripts: Set<string>) =>
        [...scripts].filter((file) => !loadedFirst.has(file)).map((file) => `${base}${file}`);
      for (const page of options.pages) {
        const { scripts, styles } = reach([...options.shellModules, ...page.modules]);
        stylesOf.set(page.file, styles);
        scriptsOf.set(page.file, beyondFirst(scripts));
        drawnBy.set(page.file, [...scripts]);
      }
      promptFiles = beyondFirst(reach(options.promptModules).scripts);
      if (promptFiles.length === 0)
        throw new Error('prerender: no files for the membership prompt');
      for (const language of languages) {
        textFiles[language] = beyondFirst(reach(options.textModules[language]).scripts);
        if (textFiles[language].length === 0) {
          throw new Error(`prerender: no files for the ${language} texts`);
        }
      }
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // A build that failed (over its speed budget, say) wrote no index.html, and closes all the
      // same: reading it would fail and hide the build's own error.
      if (isSsr || !written) return;
      const renderOut = path.resolve(root, options.renderOutDir);
      // Bundled with everything it imports, so that the server runs it without the web app's
      // packages installed (a production install has none of them).
      await build({
        configFile: false,
        root,
        base,
        mode: 'production',
        logLevel: 'warn',
        plugins: [react()],
        ssr: { noExternal: true },
        // React's production build only, whatever the server's own NODE_ENV.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        publicDir: false,
        build: { ssr: options.entry, outDir: renderOut, emptyOutDir: true, minify: false },
      });
      const entryName = `${path.basename(options.entry).replace(/\.[jt]sx?$/, '')}.js`;
      const renderer = (await import(
        pathToFileURL(path.join(renderOut, entryName)).href
      )) as RenderModule;
      const signInFile = await buildSignIn();
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const boot = bootScript({
        base,
        template,
        signIn: `${base}${signInFile}`,
        protectedPatterns: renderer.protectedPathPatterns(),
        texts: textFiles,
        prompt: promptFiles,
        fetchAhead: `${base}${fetchAheadFile}`,
      });
      for (const page of options.pages) {
        const cssFiles = stylesOf.get(page.file) ?? [];
        const css = (
          await Promise.all(cssFiles.map((file) => readFile(path.join(outDir, file), 'utf8')))
        ).join('\n');
        // A page the server renders with its data draws more than its markup here (the offers,
        // the event): it may use any class its scripts name.
        const scriptClasses = page.withData
          ? classesNamedIn(
              css,
              await Promise.all(
                (drawnBy.get(page.file) ?? []).map((file) =>
                  readFile(path.join(outDir, file), 'utf8'),
                ),
              ),
            )
          : new Set<string>();
        for (const language of languages) {
          const markup = await renderer.renderPage({ path: page.path, language, as: page.as });
          const needsJavaScript = await renderer.needsJavaScript(language);
          const name = language === 'da' ? `${page.file}.html` : `${page.file}.${language}.html`;
          const appFiles = scriptsOf.get(page.file) ?? [];
          const used = classesOf(markup);
          for (const className of scriptClasses) used.add(className);
          const firstView = page.withData
            ? firstViewCss(css, used)
            : withoutUnreadCustomProperties(firstViewCss(css, used), markup);
          const html = pageHtml(boot, {
            language,
            markup,
            appFiles,
            css: firstView,
            cssFiles,
            as: page.as,
            needsJavaScript,
          });
          await writeFile(path.join(outDir, name), html);
          if (page.withData) {
            const rendered = pageHtml(boot, {
              language,
              markup: null,
              appFiles,
              appOnIntent: page.appOnIntent === true,
              css: firstView,
              cssFiles,
              as: page.as,
              needsJavaScript,
            });
            await writeFile(path.join(renderOut, name), rendered);
          }
        }
      }
      const served = options.pages.filter((page) => page.serves !== null);
      const fallback = options.pages.find((page) => page.serves === null)?.file ?? 'index';
      await writeFile(
        path.join(outDir, 'pages.json'),
        `${JSON.stringify(
          {
            pages: served.map(({ file, serves, withData }) => ({
              file,
              serves,
              ...(withData ? { withData } : {}),
            })),
            fallback,
          },
          null,
          2,
        )}\n`,
      );
      this.info(`prerendered ${String(options.pages.length * languages.length)} pages`);
      await compressBuild(outDir);
    },
  };

  /**
   * The sign-in start, built apart into one file of its own: in the app's build it shared modules
   * with the app's entry, which kept them (and their chunk boundaries) out of the entry, and
   * merging them in would have made the sign-in start import the whole app.
   */
  async function buildSignIn(): Promise<string> {
    const output = await build({
      configFile: false,
      root,
      base,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      build: {
        outDir,
        emptyOutDir: false,
        ...appBuild,
        modulePreload: false,
        rolldownOptions: {
          input: path.resolve(root, options.signIn),
          output: { entryFileNames: 'assets/sign-in-[hash].js', codeSplitting: false },
        },
      },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
      'output' in result ? result.output : [],
    );
    const entry = chunks.find((item) => item.type === 'chunk' && item.isEntry);
    if (!entry || chunks.some((item) => item.type === 'chunk' && item !== entry)) {
      throw new Error('prerender: the sign-in start must build into one file');
    }
    return entry.fileName;
  }

  /**
   * The template with the page's language, its first script, its styles and its markup. The markup
   * is inert until the app runs it: a choice made on it before would be lost, or do nothing. With
   * no markup, the server's template of a page rendered with its data: the server puts the markup
   * and the page's data in the places marked. If the app loads when the visitor acts (the first
   * script replays the click that woke it), the page is not inert.
   */
  function pageHtml(
    boot: ReturnType<typeof bootScript>,
    page: {
      language: string;
      markup: string | null;
      /** The files of the page's route, loaded with the app's entry. */
      appFiles: string[];
      /** With no markup: the app loads when the visitor acts, not at once. */
      appOnIntent?: boolean;
      /**
       * Only the rules the page can draw before the app: the stylesheets are loaded with the app
       * (the page's first script enables their links) and the app draws nothing before they are here.
       */
      css: string;
      /** The stylesheets `css` is a part of: their links are disabled until the app loads. */
      cssFiles: string[];
      as: PrerenderedPage['as'];
      /** What a browser without JavaScript says, in the page's language only. */
      needsJavaScript: string;
    },
  ) {
    const files = ` data-app-files="${page.appFiles.join(' ')}"`;
    const onIntent = page.appOnIntent ? ' data-app="on-intent"' : ' inert';
    const root =
      page.markup === null
        ? `<div id="root" data-prerendered="${page.as}"${files}${onIntent}>${pageMarkupMark}</div>${pageDataMark}`
        : `<div id="root" data-prerendered="${page.as}"${files} inert>${page.markup}</div>`;
    // A stylesheet the page carries inline keeps a link, disabled: the app's module loader, which
    // adds a part's stylesheets, knows one is on the page by its link, and a browser neither
    // fetches nor applies a disabled one. Without it the app read all of the page's CSS again.
    // Loaded later, the stylesheets come after the inline part in the cascade: a rule of theirs
    // then wins over the inline copy of an earlier one, as it did in the stylesheet.
    const known = page.cssFiles
      .map(
        (file) =>
          `<link rel="stylesheet" crossorigin href="${base}${file}" disabled ${laterStylesAttribute}>`,
      )
      .join('');
    const inline = page.css ? `<style>${page.css}</style>` : '';
    const template = page.cssFiles
      .reduce(
        (html, file) =>
          html.replace(`<link rel="stylesheet" crossorigin href="${base}${file}">`, ''),
        boot.template,
      )
      .replace('</head>', `${inline}${known}</head>`);
    return template
      .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
      .replace('<!--portal-boot-->', `<script>${boot.script}</script>`)
      .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${page.needsJavaScript}</noscript>`)
      .replace('<div id="root"></div>', `${root}<script>${layoutScript}</script>`);
  }
}
