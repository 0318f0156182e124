#!/usr/bin/env node
/**
 * `npm test`: the static checks side by side (each is mostly one process on one core), then the
 * unit and database tests, then the browser journeys; stops at the first stage that fails and
 * ends with what each stage took, so the suite's time is seen on every run.
 */
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const stages = [
  // ESLint is one process on one core: linted in two halves, the static checks keep both busy.
  ['static checks', ['format:check', 'lint:server', 'lint:rest', 'typecheck']],
  ['unit and database tests', ['test:unit']],
  ['browser journeys', ['test:e2e']],
];

/** Runs one npm script; output is passed through when alone, held and printed whole otherwise. */
function run(script, { buffered }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
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
  const results = await Promise.all(
    scripts.map((script) => run(script, { buffered: scripts.length > 1 })),
  );
  timings.push([name, (performance.now() - started) / 1000]);
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
