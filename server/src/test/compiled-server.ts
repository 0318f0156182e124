import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the server compiled as `npm run build` does: `main.js`, `create-admin.js`. */
    compiledServer: string;
  }
}

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Compiles the server once for the tests that start it as a process, so they run what production
 * runs, and in a second rather than compiling TypeScript at every start. The folder sits under
 * server/node_modules, where the bundle finds its packages as the real build does.
 */
export default function setup(project: TestProject) {
  const out = path.join(serverDir, 'node_modules/.cache/compiled-server');
  execFileSync(
    process.execPath,
    [path.join(serverDir, '../scripts/build-server.mjs'), '--out', out],
    {
      stdio: 'pipe',
    },
  );
  project.provide('compiledServer', out);
}
