#!/usr/bin/env node
/**
 * `npm test`: the browser journeys with the static checks beside them, then the unit and database
 * tests; stops at the first stage that fails and ends with what each stage took, so the suite's
 * time is seen on every run.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The journeys leave most of a core idle (a browser waiting for pages, a server waiting for
// the browser): the static checks use it, at the lowest priority so that the journeys' timing is
// not theirs to disturb. The unit tests keep both cores busy by themselves and come after.
const stages = [
  [
    'browser journeys and static checks',
    [
      ['test:e2e', { buffered: false, nice: 0 }],
      // ESLint is one process on one core: linted in two halves.
      ...['format:check', 'lint:server', 'lint:rest', 'typecheck'].map((script) => [
        script,
        { buffered: true, nice: 19 },
      ]),
    ],
  ],
  ['unit and database tests', [['test:unit', { buffered: false, nice: 0 }]]],
];

/** Runs one npm script; output is passed through, or held and printed whole when it ends. */
function run(script, { buffered, nice }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    // Set before npm starts the script's own processes, which inherit it.
    if (nice > 0 && child.pid !== undefined) os.setPriority(child.pid, nice);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolve({ script, ok: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const suiteStarted = performance.now();
const timings = [];
let failed = null;
for (const [name, scripts] of stages) {
  const started = performance.now();
  const results = await Promise.all(scripts.map(([script, options]) => run(script, options)));
  timings.push([name, (performance.now() - started) / 1000]);
  if (results.length > 1) {
    for (const result of results) timings.push([`  ${result.script}`, result.seconds]);
  }
  const failure = results.find((result) => !result.ok);
  if (failure) {
    failed = failure.script;
    break;
  }
}

const total = (performance.now() - suiteStarted) / 1000;
const rows = [...timings, ['whole suite', total]];
const width = Math.max(...rows.map(([name]) => name.length));
console.log('');
for (const [name, seconds] of rows) {
  console.log(`${name.padEnd(width)}  ${seconds.toFixed(0).padStart(4)} s`);
}
if (failed) {
  console.log(`\nnpm test failed in "${failed}".`);
  process.exit(1);
}
