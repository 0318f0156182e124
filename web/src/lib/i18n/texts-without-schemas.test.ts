import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webSource = path.resolve(import.meta.dirname, '../..');
const contractsSource = path.resolve(webSource, '../../contracts/src');

/** Every text module of the app: the files of an `i18n` folder. */
function textModules(folder = webSource): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return textModules(file);
    const isText = folder.split(path.sep).includes('i18n') && /(?<!\.test)\.tsx?$/.test(file);
    return isText && !file.endsWith('.d.ts') ? [file] : [];
  });
}

/** The modules a file imports for their values (a type-only import is gone from the build). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const statements = source.matchAll(
    /^(?:import|export)\s+(type\s+)?(?:([^'"]*?)\s+from\s+)?'([^']+)';/gms,
  );
  return [...statements]
    .filter(([, typeOnly, names]) => {
      if (typeOnly) return false;
      const specifiers = /\{([^}]*)\}/.exec(names ?? '')?.[1];
      if (!specifiers || /^\s*[\w$]/.test(names ?? '')) return true;
      return !specifiers
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    })
    .map(([, , , specifier]) => specifier ?? '');
}

function resolve(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  if (specifier.startsWith('#src/')) return path.join(webSource, specifier.slice('#src/'.length));
  if (specifier.startsWith('@portal/contracts/'))
    return path.join(contractsSource, `${specifier.slice('@portal/contracts/'.length)}.ts`);
  return undefined;
}

/** The first chain of imports from `start` that reaches zod, if any. */
function pathToZod(start: string): string[] | undefined {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | undefined => {
    if (seen.has(file)) return undefined;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier === 'zod' || specifier.startsWith('zod/')) return [...chain, specifier];
      const next = resolve(file, specifier);
      if (!next || !/\.tsx?$/.test(next) || !existsSync(next)) continue;
      const found = walk(next, [...chain, path.relative(webSource, next)]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [path.relative(webSource, start)]);
}

describe("the app's texts", () => {
  // A page's texts load before it is drawn, and a text taken from a module that builds schemas
  // (a contract's texts beside its zod schemas) loaded zod and built every schema of that contract
  // first: about 60 ms of a slow phone's main thread on the dashboard (issue 19).
  it('build no zod schemas: they take their contract texts from modules without zod', () => {
    const files = textModules();
    expect(files.length).toBeGreaterThan(20);
    const reachingZod = files.map(pathToZod).filter((chain) => chain !== undefined);
    expect(reachingZod.map((chain) => chain.join(' -> '))).toEqual([]);
  });
});
