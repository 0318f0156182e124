#!/usr/bin/env node
/**
 * `npm test`: the browser journeys, with the static checks beside them, then the unit and database
 * tests as soon as the journeys are done; ends with what each part took and when it ended, so the
 * suite's time is seen on every run.
 *
 * The journeys leave most of a core idle (a browser waiting for pages, a server waiting for the
 * browser): the static checks use it, at the lowest priority so that the journeys' timing is not
 * theirs to disturb. The unit tests keep both cores busy by themselves; what is left of the static
 * checks then still runs beside them, below them.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const suiteStarted = performance.now();
const seconds = (from) => (performance.now() - from) / 1000;

/** Runs one npm script; output is passed through, or held and printed whole when it ends. */
function run(script, { buffered = false, nice = 0 } = {}) {
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
      resolve({
        script,
        ok: code === 0,
        took: seconds(started),
        endedAt: seconds(suiteStarted),
      });
    });
  });
}

// ESLint is one process on one core: linted in two halves.
const staticChecks = Promise.all(
  ['format:check', 'lint:server', 'lint:rest', 'typecheck'].map((script) =>
    run(script, { buffered: true, nice: 19 }),
  ),
);
const journeys = await run('test:e2e');
// A journey that failed ends the suite's tests there: the unit tests would only delay the news.
const unit = journeys.ok ? await run('test:unit') : null;
const results = [journeys, ...(unit ? [unit] : []), ...(await staticChecks)];

const rows = results.map((result) => [result.script, result.took, result.endedAt]);
const width = Math.max(...rows.map(([name]) => name.length), 'whole suite'.length);
console.log(`\n${'part'.padEnd(width)}  took   ended at`);
for (const [name, took, endedAt] of rows) {
  console.log(
    `${name.padEnd(width)}  ${took.toFixed(0).padStart(4)} s  ${endedAt.toFixed(0).padStart(5)} s`,
  );
}
console.log(`${'whole suite'.padEnd(width)}  ${seconds(suiteStarted).toFixed(0).padStart(4)} s`);
const failed = results.filter((result) => !result.ok).map((result) => result.script);
if (failed.length > 0) {
  console.log(`\nnpm test failed in ${failed.map((script) => `"${script}"`).join(', ')}.`);
  process.exit(1);
}
