import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp, type TestApp } from './test/app.ts';

/**
 * The files an operator installs from deploy/ (README, "Running in production"): checked by the
 * tools that read them. Elsewhere a missing tool skips its check; CI (.ci/run) installs Debian's
 * nginx, systemd and openssl, so there they always run.
 */
const repository = fileURLToPath(new URL('../..', import.meta.url));
const deployFile = (name: string) => path.join(repository, 'deploy', name);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deploy-'));

const has = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const canCheck = (...commands: string[]) => Boolean(process.env.CI) || commands.every(has);

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('deploy/member-portal@.service', () => {
  const unit = fs.readFileSync(deployFile('member-portal@.service'), 'utf8');

  it.skipIf(!canCheck('systemd-analyze'))(
    'passes systemd-analyze verify without a remark, and keeps its hardening',
    () => {
      // verify wants ExecStart's program to exist: the node running this test stands in for
      // /usr/bin/node where that is not where Node.js is.
      const checked = path.join(scratch, 'member-portal@.service');
      fs.writeFileSync(checked, unit.replaceAll('/usr/bin/node ', `${process.execPath} `));
      const verified = run('systemd-analyze', ['verify', checked]);
      expect(verified.output).toBe('');
      expect(verified.status).toBe(0);

      const instance = path.join(scratch, 'member-portal@3001.service');
      fs.copyFileSync(checked, instance);
      const security = run('systemd-analyze', ['security', '--offline=yes', instance]);
      const exposure = /Overall exposure level for .*: (\d+\.\d+)/.exec(security.output)?.[1];
      expect(Number(exposure)).toBeLessThanOrEqual(2);
    },
  );

  it('runs what the build makes, as the instance’s port, with the data directory it may write', async () => {
    const { entryPoints } = (await import(path.join(repository, 'scripts/build-server.mjs'))) as {
      entryPoints: Record<string, string>;
    };
    const [, entry] = /^ExecStart=\/usr\/bin\/node .*server\/dist\/(\S+)\.js$/m.exec(unit) ?? [];
    expect(Object.keys(entryPoints)).toContain(entry);
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
    expect(unit).toMatch(/^StateDirectory=member-portal$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    // V8 compiles to memory it then runs: Node.js does not start with this set.
    expect(unit).not.toMatch(/^MemoryDenyWriteExecute=/m);
  });
});

describe('deploy/env.example', () => {
  const example = parseEnv(fs.readFileSync(deployFile('env.example'), 'utf8'));

  it('names only variables the server reads, and with its placeholders filled in, starts one', () => {
    const readme = fs.readFileSync(path.join(repository, 'README.md'), 'utf8');
    const configuration = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const commented = [
      ...fs.readFileSync(deployFile('env.example'), 'utf8').matchAll(/^# ?([A-Z_]+)=/gm),
    ].map((match) => match[1]);
    for (const name of [...Object.keys(example), ...commented]) {
      expect(configuration, `${String(name)} in the README's configuration table`).toContain(
        `\`${String(name)}\``,
      );
    }
    expect(example).not.toHaveProperty('PORT');
    const filled = Object.fromEntries(
      Object.entries(example).map(([name, value]) => [
        name,
        name === 'SECRETS_ENCRYPTION_KEY' ? Buffer.alloc(32, 7).toString('base64') : value,
      ]),
    );
    const config = loadConfig({ ...filled, PORT: '3001' });
    expect(config).toMatchObject({
      publicUrl: 'https://portal.example.dk',
      host: '127.0.0.1',
      trustProxy: ['127.0.0.1'],
      dataDir: '/var/lib/member-portal',
      seedDemoData: false,
    });
  });
});

describe('deploy/nginx.conf', () => {
  const site = fs.readFileSync(deployFile('nginx.conf'), 'utf8');

  it.skipIf(!canCheck('nginx', 'openssl'))('passes nginx -t with a certificate in place', () => {
    const certificate = path.join(scratch, 'fullchain.pem');
    const key = path.join(scratch, 'privkey.pem');
    const made = run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=portal.example.dk',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      certificate,
    ]);
    expect(made.status).toBe(0);
    fs.writeFileSync(
      path.join(scratch, 'site.conf'),
      site.replaceAll('/etc/letsencrypt/live/portal.example.dk', scratch),
    );
    // Debian's nginx.conf without what needs root or /var: the site is checked as it is.
    fs.writeFileSync(
      path.join(scratch, 'nginx.conf'),
      [
        `pid ${scratch}/nginx.pid;`,
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  gzip on;',
        `  access_log ${scratch}/access.log;`,
        `  include ${scratch}/site.conf;`,
        '}',
      ].join('\n'),
    );
    const tested = run('nginx', [
      '-t',
      '-p',
      scratch,
      '-c',
      path.join(scratch, 'nginx.conf'),
      '-e',
      path.join(scratch, 'error.log'),
    ]);
    expect(tested.output).toContain('test is successful');
    // nginx 1.25.1 and newer (Debian 13) deprecate `listen ... http2`, which 1.22 (Debian 12) needs.
    const warnings = tested.output
      .split('\n')
      .filter((line) => line.includes('[warn]') && !line.includes('"listen ... http2"'));
    expect(warnings).toEqual([]);
    expect(tested.status).toBe(0);
  });

  it('sends the live notification stream unbuffered, to a route the server has', () => {
    const [, streamPath] = /location = (\S+notification\/stream) \{/.exec(site) ?? [];
    expect(subject.app.routeTable).toContainEqual(
      expect.objectContaining({ method: 'GET', url: streamPath }),
    );
    const block = site.slice(site.indexOf(`location = ${String(streamPath)}`));
    expect(block.slice(0, block.indexOf('}'))).toContain('proxy_buffering off;');
  });

  it('passes the servers the address nginx saw, never a list the client began', () => {
    expect(site).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(site).not.toContain('$proxy_add_x_forwarded_for');
    expect(site).toMatch(/server 127\.0\.0\.1:3001 .*;\n\s+server 127\.0\.0\.1:3002 /);
  });
});
