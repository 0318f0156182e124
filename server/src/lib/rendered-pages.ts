import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { PageLanguage } from '@portal/contracts/page-language';
import {
  pageDataMark,
  pageDataScript,
  pageMarkupMark,
  type PageQuery,
} from '@portal/contracts/rendered-page';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Pages kept drawn: every event's page in both languages, for a club's season and more. */
const MAX_DRAWN = 400;

/** What the web build's renderer offers the server (`web/src/prerender/render-page.tsx`). */
interface Renderer {
  loadPageData(options: { path: string; fetch: typeof fetch; config: unknown }): Promise<PageData>;
  renderPageWithData(options: {
    path: string;
    language: PageLanguage;
    data: PageData;
  }): Promise<string>;
}

interface PageData {
  config: unknown;
  queries: PageQuery[];
  crumbs: [string, string][];
}

/** A rendered page, as sent and in the encodings a browser asks for. */
export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The public pages the server renders per request with their data (issue 19): the build's
 * renderer draws the page with the app's own components into the build's template of it. A page
 * is drawn again only when what it shows has changed (the answers, not when they were given), so
 * a crowd on the membership list costs one database read each, not a render each. A page not drawn
 * within a few seconds (a database under strain) is given up: the page built without its data is
 * sent instead.
 */
export class PageRenderer {
  private renderer: Promise<Renderer> | undefined;
  private readonly templates = new Map<string, string>();
  private readonly drawn = new Map<string, { shows: string; page: Promise<RenderedPage> }>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly renderRoot: string,
    /** What `GET /tools/api/config/public` answers: handed over, not asked for on every page. */
    private readonly publicConfig: unknown,
    /** How long a visitor waits for a page drawn with its data before getting the page without. */
    private readonly timeoutMs: number,
  ) {}

  static available(renderRoot: string | undefined): renderRoot is string {
    return renderRoot !== undefined && fs.existsSync(path.join(renderRoot, 'render-page.js'));
  }

  /** The page `file` (of `pages.json`) for the app path `appPath`, in `language`. */
  async render(file: string, appPath: string, language: PageLanguage): Promise<RenderedPage> {
    // Loaded on the first such page, not at start: it holds the web app's components. Waited for
    // whatever it takes, once: on a busy machine it alone took longer than a page may.
    this.renderer ??= import(
      pathToFileURL(path.join(this.renderRoot, 'render-page.js')).href
    ) as Promise<Renderer>;
    const renderer = await this.renderer;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`not drawn within ${String(this.timeoutMs)} ms`)),
        this.timeoutMs,
      );
    });
    return Promise.race([this.drawnPage(renderer, file, appPath, language), timeout]).finally(() =>
      clearTimeout(timer),
    );
  }

  private async drawnPage(
    renderer: Renderer,
    file: string,
    appPath: string,
    language: PageLanguage,
  ): Promise<RenderedPage> {
    const data = await renderer.loadPageData({
      path: appPath,
      fetch: this.fetchInProcess,
      config: this.publicConfig,
    });
    const key = `${file} ${appPath} ${language}`;
    // The configuration is the process's own, the same for every page.
    const shows = JSON.stringify(
      data.queries.map(({ queryKey, data: answer }) => [queryKey, answer]),
    );
    const known = this.drawn.get(key);
    if (known?.shows === shows) {
      this.drawn.delete(key);
      this.drawn.set(key, known);
      return known.page;
    }
    const page = this.draw(renderer, file, appPath, language, data);
    // Newest last: the page asked for longest ago goes first.
    this.drawn.delete(key);
    this.drawn.set(key, { shows, page });
    if (this.drawn.size > MAX_DRAWN) this.drawn.delete(this.drawn.keys().next().value as string);
    // A failed drawing is not kept: the next visitor tries again.
    page.catch(() => {
      if (this.drawn.get(key)?.page === page) this.drawn.delete(key);
    });
    return page;
  }

  private async draw(
    renderer: Renderer,
    file: string,
    appPath: string,
    language: PageLanguage,
    data: PageData,
  ): Promise<RenderedPage> {
    const markup = await renderer.renderPageWithData({ path: appPath, language, data });
    const template = this.template(language === 'da' ? `${file}.html` : `${file}.${language}.html`);
    const html = Buffer.from(
      template
        .replace(pageMarkupMark, () => markup)
        .replace(pageDataMark, () =>
          pageDataScript({ queries: data.queries, crumbs: data.crumbs }),
        ),
    );
    const [br, gzipped] = await Promise.all([
      brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip(html, { level: 9 }),
    ]);
    return { html, br, gzip: gzipped };
  }

  private template(name: string): string {
    let template = this.templates.get(name);
    if (template === undefined) {
      template = fs.readFileSync(path.join(this.renderRoot, name), 'utf8');
      if (!template.includes(pageMarkupMark) || !template.includes(pageDataMark)) {
        throw new Error(`${name} is not a template of a page rendered with its data`);
      }
      this.templates.set(name, template);
    }
    return template;
  }

  /**
   * The page's calls, answered by this server without a network: read only, and without the
   * visitor's cookies or tokens, so a rendered page holds nothing but public data.
   */
  private readonly fetchInProcess: typeof fetch = async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method !== 'GET') throw new Error(`A rendered page only reads (asked ${method})`);
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://portal');
    const response = await this.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    const type = response.headers['content-type'];
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}
