import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './processes.ts';

export const webDist = path.join(repoRoot, 'web', 'dist');

export interface BuildSizes {
  /** Gzipped bytes of the JavaScript the first load of /ui/ fetches (entry and preloads). */
  firstLoadGzip: number;
  totalGzip: number;
  chunks: number;
  largest: { file: string; gzip: number }[];
}

const gzipSize = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Sizes of the production build, read from web/dist as a browser would fetch it. */
export function measureBuild(): BuildSizes {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // A prerendered page's first script names the entry and its preloads (issue 19); Vite's own
  // index.html names them in tags.
  const boot = /"entry":"([^"]+)","preload":\[([^\]]*)\]/.exec(html);
  const named = boot
    ? [boot[1] ?? '', ...[...(boot[2] ?? '').matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '')]
    : [...html.matchAll(/(?:src|href)="(\/ui\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1] ?? '',
      );
  const firstLoad = named.map((url) => url.replace(/^\/ui\//, ''));
  const assets = path.join(webDist, 'assets');
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  const sizes = scripts.map((name) => ({ file: name, gzip: gzipSize(path.join(assets, name)) }));
  return {
    firstLoadGzip: firstLoad.reduce((sum, file) => sum + gzipSize(path.join(webDist, file)), 0),
    totalGzip: sizes.reduce((sum, entry) => sum + entry.gzip, 0),
    chunks: sizes.length,
    largest: sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 5),
  };
}
