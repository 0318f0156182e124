import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '../../..');
const publicDir = path.join(web, 'public');
const indexHtml = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
const manifest = JSON.parse(
  fs.readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'),
) as { icons: { src: string; sizes: string; type: string; purpose?: string }[] };

/** The icons the page names in its head, as paths under the app's base. */
const linkedIcons = [...indexHtml.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*>/g)].map(
  ([tag]) => ({
    href: /href="\/([^"]+)"/.exec(tag)?.[1] ?? '',
    type: /type="([^"]+)"/.exec(tag)?.[1],
  }),
);

// Issue 19: the browser fetches the tab's icon and, to offer the app's installation, the
// manifest's icon as the page loads. Chromium builds an SVG icon as a document of its own on the
// page's main thread (two tasks of 7 to 110 ms on a slow phone-like machine); a PNG is decoded in
// about a millisecond.
describe("the app's icons", () => {
  it('are PNG files that the build ships', () => {
    const icons = [
      ...linkedIcons.map(({ href, type }) => ({ file: href, type })),
      ...manifest.icons.map(({ src, type }) => ({ file: src, type })),
    ];
    expect(icons.length).toBeGreaterThanOrEqual(5);
    for (const { file, type } of icons) {
      expect(file, `${file} is PNG`).toMatch(/\.png$/);
      if (type) expect(type).toBe('image/png');
      expect(fs.existsSync(path.join(publicDir, file)), `${file} is in public/`).toBe(true);
    }
  });

  it('give an installing phone the sizes it asks for, and a maskable one', () => {
    const sizes = manifest.icons.filter(({ purpose }) => !purpose).map(({ sizes }) => sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some(({ purpose }) => purpose === 'maskable')).toBe(true);
  });
});
