#!/usr/bin/env node
/**
 * Development: the server (tsx watch, restarts on change) and the Vite dev server together.
 * The browser uses Vite's origin only (http://localhost:5173/ui/): Vite proxies the API, the
 * identity provider and the sandbox gateway to the server, whose PUBLIC_URL is that origin, so
 * sign-in redirects and tokens name the address the browser sees.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const webOrigin = 'http://localhost:5173';
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PORT: apiPort,
  API_PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? webOrigin,
  // A development server says so in the header (SPEC.md section 2: DEV TITLE).
  DEVELOPMENT_FLAG: process.env.DEVELOPMENT_FLAG ?? '1',
};

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  ['server', ['run', 'dev', '--workspace', 'server']],
  ['web', ['run', 'dev', '--workspace', 'web']],
].map(([name, args]) => {
  // Own process group, so stopping it also stops what npm started underneath.
  const child = spawn(npm, args, { env, stdio: 'inherit', detached: process.platform !== 'win32' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(exitCode) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      if (process.platform === 'win32') child.kill();
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(exitCode), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log(`Member portal (development): ${webOrigin}/ui/  (API on port ${apiPort})`);
