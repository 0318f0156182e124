import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// Mantine's static class names (and its keyframes' names) are 'm_' and a hash of 7 or 8 hex digits.
export const mantineClassName = /\bm_[0-9a-f]{7,8}\b/g;
const definedName = /(?:\.|@keyframes\s+)(m_[0-9a-f]{7,8})\b/g;

/**
 * The app imports only the styles of the Mantine components it uses
 * (src/lib/ui/mantine-component-styles.css).
 * A component added to the app without its styles, or a Mantine update that moves a class to
 * another file, would draw it unstyled with no error: the build fails instead when a Mantine name
 * in the JavaScript has no rule in any of the CSS files. (The JavaScript also holds the names of
 * the component's keyframes; those are defined by an @keyframes rule.)
 */
export function mantineStylesCheck(): Plugin {
  let root = process.cwd();
  return {
    name: 'portal-mantine-styles-check',
    apply: 'build',
    // After Vite's CSS plugin has emitted the CSS files.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_outputOptions, bundle) {
      const defined = new Set<string>();
      const usedIn = new Map<string, Set<string>>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'asset' && item.fileName.endsWith('.css')) {
          const css =
            typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source);
          for (const match of css.matchAll(definedName)) defined.add(match[1] as string);
        } else if (item.type === 'chunk') {
          for (const [name] of item.code.matchAll(mantineClassName)) {
            usedIn.set(name, (usedIn.get(name) ?? new Set()).add(item.fileName));
          }
        }
      }
      const missing = [...usedIn.keys()].filter((name) => !defined.has(name)).sort();
      if (missing.length === 0) return;
      const files = mantineFilesDefining(root, missing);
      const byFile = new Map<string, { names: string[]; chunks: Set<string> }>();
      for (const name of missing) {
        const file = files.get(name) ?? 'no file of @mantine/core/styles';
        const entry = byFile.get(file) ?? { names: [], chunks: new Set() };
        entry.names.push(name);
        for (const chunk of usedIn.get(name) ?? []) entry.chunks.add(chunk);
        byFile.set(file, entry);
      }
      const lines = [...byFile].map(
        ([file, { names, chunks }]) =>
          `  ${file}: ${names.join(', ')} (used in ${[...chunks].sort().join(', ')})`,
      );
      this.error(
        `Mantine class names used by the JavaScript have no rule in the CSS; import their files in src/lib/ui/mantine-component-styles.css:\n${lines.join('\n')}`,
      );
    },
  };
}

/** Which of @mantine/core's per-component style files defines each name, for the error message. */
function mantineFilesDefining(root: string, names: string[]): Map<string, string> {
  const stylesheet = createRequire(path.join(root, 'package.json')).resolve(
    '@mantine/core/styles.css',
  );
  const folder = path.join(path.dirname(stylesheet), 'styles');
  const wanted = new Set(names);
  const found = new Map<string, string>();
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    for (const match of readFileSync(path.join(folder, file), 'utf8').matchAll(definedName)) {
      const name = match[1] as string;
      if (wanted.has(name)) found.set(name, `@mantine/core/styles/${file}`);
    }
  }
  return found;
}
