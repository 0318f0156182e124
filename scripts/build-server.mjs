#!/usr/bin/env node
/**
 * Compiles the server to JavaScript once, so a start runs plain `node` on the output instead of
 * compiling TypeScript at every start (docs/decisions.md, "A compiled server"). esbuild bundles
 * the server's own code and the contracts workspace into `server/dist/`; every npm package stays
 * an import, loaded from node_modules as before. What the code reads next to itself (the
 * migrations, the provider pages' stylesheet) is copied beside the bundle.
 */
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'server');
const outdir = path.join(server, 'dist');

const dependenciesOf = (dir) =>
  Object.keys(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {});
const packages = [
  ...dependenciesOf(server),
  ...dependenciesOf(path.join(root, 'contracts')),
].filter((name) => !name.startsWith('@portal/'));

export const entryPoints = {
  main: 'src/main.ts',
  seed: 'src/db/seed-cli.ts',
  'create-admin': 'src/idp/create-admin-cli.ts',
  backup: 'src/db/backup-cli.ts',
  restore: 'src/db/restore-cli.ts',
};

export async function buildServer({ out = outdir } = {}) {
  const started = performance.now();
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: server,
    entryPoints,
    outdir: out,
    bundle: true,
    // One file per entry, beside what it reads through `import.meta.url` (no shared chunks in a
    // folder of their own, where those relative paths would point elsewhere).
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    jsx: 'automatic',
    sourcemap: 'linked',
    // A package's own files (and its subpaths) are loaded from node_modules at run time.
    external: packages.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
    legalComments: 'none',
  });
  cpSync(path.join(server, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  mkdirSync(path.join(out, 'pages'), { recursive: true });
  cpSync(path.join(server, 'src/idp/pages/idp.css'), path.join(out, 'pages/idp.css'));
  return Math.round(performance.now() - started);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--out <folder>`: the tests compile to a folder of their own (server/src/test/compiled-server.ts).
  const at = process.argv.indexOf('--out');
  const out = at > 0 ? path.resolve(process.argv[at + 1]) : outdir;
  const ms = await buildServer({ out });
  console.log(`server compiled to ${path.relative(root, out)}/ in ${ms} ms`);
}
