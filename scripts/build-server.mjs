#!/usr/bin/env node
/**
 * Compiles the server to JavaScript once, so a start runs plain `node` on the output instead of
 * compiling TypeScript at every start (docs/decisions.md, "A compiled server"). esbuild bundles
 * the server's own code, the contracts workspace and the npm packages into `server/dist/`: a file
 * per entry, and beside them chunks of the code the entries share or load only when first needed.
 * A start then reads a few dozen files rather than resolving and compiling some two thousand
 * modules. What the code reads next to itself (the migrations, the provider pages' stylesheet) is
 * copied beside the bundle.
 */
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'server');
const outdir = path.join(server, 'dist');

/**
 * Packages left out of the bundle and loaded from node_modules at run time, each because bundled
 * it would no longer find what it reads beside its own code, or because it is native.
 */
export const externalPackages = {
  '@electric-sql/pglite': 'loads its WebAssembly module and data file from beside its own code',
  sharp: 'a native addon, with a prebuilt binary per platform in a package of its own',
  pdfkit: 'reads its standard fonts (AFM files) from its own data folder',
  '@fastify/swagger-ui': "serves the documentation page's files from its own folder",
};

/** Optional packages some bundled code asks for inside a try; they are not installed. */
const absentOptionalPackages = ['pg-native'];

/**
 * Bundled packages whose code names its own location, checked by hand: each mention is harmless.
 * A package not listed here that does so fails the build, to be looked at (and then listed here
 * or above).
 */
const reviewedLocationUse = {
  glob: 'only in a comment',
  '@fastify/swagger':
    'reads its own package.json only for a default title and version, which the server gives',
  pino: 'only to start worker-thread transports, which the server does not use',
  'thread-stream': "pino's worker-thread transports, which the server does not use",
};

const dependenciesOf = (dir) =>
  Object.keys(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {});

/** A production install (`npm ci --omit=dev`) must hold every package the bundle leaves out. */
function checkExternalsAreDependencies() {
  const dependencies = new Set(dependenciesOf(server));
  const missing = Object.keys(externalPackages).filter((name) => !dependencies.has(name));
  if (missing.length > 0) {
    throw new Error(`Left out of the bundle but not a server dependency: ${missing.join(', ')}`);
  }
}

/** The package a bundled file belongs to (the innermost, for a package nested in another's). */
const packageOf = (file) => [...file.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1)?.[1];
const namesItsLocation = /\b(__dirname|__filename|import\.meta\.url|require\.resolve)\b/;

/** Fails when a bundled package names its own location and has not been looked at. */
function checkBundledPackages(metafile) {
  const unreviewed = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const name = packageOf(input);
    if (!name || name in reviewedLocationUse) continue;
    if (namesItsLocation.test(readFileSync(path.join(server, input), 'utf8'))) unreviewed.add(name);
  }
  if (unreviewed.size > 0) {
    throw new Error(
      `Bundled packages that read files beside their own code (or seem to): ${[...unreviewed].join(', ')}. ` +
        'Keep them out of the bundle (externalPackages) or list them as reviewed, in scripts/build-server.mjs.',
    );
  }
}

export const entryPoints = {
  main: 'src/main.ts',
  seed: 'src/db/seed-cli.ts',
  'create-admin': 'src/idp/create-admin-cli.ts',
  backup: 'src/db/backup-cli.ts',
  restore: 'src/db/restore-cli.ts',
};

export async function buildServer({ out = outdir } = {}) {
  const started = performance.now();
  checkExternalsAreDependencies();
  rmSync(out, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: server,
    entryPoints,
    outdir: out,
    bundle: true,
    // What a start does not need (loaded through `import()`: the identity provider, ExcelJS, the
    // mail renderer with React's server renderer, ...) goes into chunks of its own, so a start
    // does not parse it. The chunks sit beside the entries, so the relative `import.meta.url`
    // paths of the code in them hold as they do in `src/`.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    jsx: 'automatic',
    // Bundled CommonJS packages `require` Node's modules; an ES module has no `require` of its own.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    // Whitespace only: syntax minification broke the identity provider's token exchange.
    minifyWhitespace: true,
    // Stack traces name the original files and lines; the sources themselves are not needed.
    sourcemap: 'linked',
    sourcesContent: false,
    external: [...Object.keys(externalPackages), ...absentOptionalPackages].flatMap((name) => [
      name,
      `${name}/*`,
    ]),
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  checkBundledPackages(metafile);
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
