#!/usr/bin/env node
/**
 * `npm run typecheck`: TypeScript 7's compiler checks each project (the root's scripts, then every
 * workspace), one after another, and stops at the first with an error. TypeScript 5.9 stays beside
 * it for typescript-eslint's typed rules, which do not take TypeScript 7 yet (docs/decisions.md).
 * Given project folders, it checks only those: a workspace's own `npm run typecheck` passes `.`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = path.join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const projects =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [root, ...workspaces.map((workspace) => path.join(root, workspace))];

for (const project of projects) {
  const { status } = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
