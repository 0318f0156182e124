#!/usr/bin/env node
/**
 * `npm start` (and `npm run seed`, `npm run create-admin`): builds the web app and the server only
 * when a build is missing or older than its sources, then runs the compiled entry in this process
 * with plain `node`. `node scripts/start.mjs seed -- ...` runs another entry of the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

/** The newest modification time under these files and folders (0 when none exists). */
function newestChange(paths) {
  let newest = 0;
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const name of readdirSync(file)) visit(path.join(file, name));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const file of paths) visit(file);
  return newest;
}

const isOlderThan = (output, sources) =>
  !existsSync(output) || statSync(output).mtimeMs < newestChange(sources);

const sharedSources = [at('contracts/src'), at('package-lock.json')];
const webSources = [
  at('web/src'),
  at('web/public'),
  at('web/index.html'),
  at('web/vite.config.ts'),
];
const serverSources = [at('server/src'), at('scripts/build-server.mjs')];

function cannotBuild(what, error) {
  console.error(
    `The ${what} build is missing or older than its sources, and it cannot be built here ` +
      `(${error.message}). An installation without the build tools (npm ci --omit=dev) needs ` +
      '`npm run build` run where they are installed first.',
  );
  process.exit(1);
}

const entry = process.argv[2] && !process.argv[2].startsWith('-') ? process.argv[2] : 'main';

// Only the server itself serves the web app; the command-line entries do not wait for its build.
if (entry === 'main' && isOlderThan(at('web/dist/index.html'), [...webSources, ...sharedSources])) {
  const built = spawnSync('npm', ['run', 'build', '--workspace', 'web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) cannotBuild('web app', new Error(`vite build failed (${built.status})`));
}

const compiled = at('server/dist', `${entry}.js`);
if (isOlderThan(compiled, [...serverSources, ...sharedSources])) {
  // Loaded only when needed: esbuild is a build tool, absent from a production install.
  const { buildServer } = await import('./build-server.mjs').catch((error) =>
    cannotBuild('server', error),
  );
  await buildServer();
}

// The entry reads its own arguments (`npm run create-admin -- --email ...`).
if (entry === process.argv[2]) process.argv.splice(2, 1);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(compiled).href);
