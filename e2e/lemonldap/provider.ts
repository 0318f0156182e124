import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { lemonLdapConfig, type PortalClient } from './lemonldap-config.ts';

/** Where Debian's packages put LemonLDAP::NG (lemonldap-ng, lemonldap-ng-fastcgi-server). */
export const fastCgiServer = '/usr/sbin/llng-fastcgi-server';
const portalRoot = '/usr/share/lemonldap-ng/portal/htdocs';

export interface RunningProvider {
  /** The issuer: the portal's URL, trailing slash included. */
  issuer: string;
  stop(): Promise<void>;
}

function signingKey(dir: string) {
  // Made afresh for every run: no key is ever kept in the repository.
  const privatePath = path.join(dir, 'signing-key.pem');
  execFileSync(
    'openssl',
    ['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', privatePath],
    // Its progress dots are of no interest.
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const publicPem = execFileSync('openssl', ['pkey', '-in', privatePath, '-pubout'], {
    encoding: 'utf8',
  });
  return { privatePem: readFileSync(privatePath, 'utf8'), publicPem, keyId: 'journeys-1' };
}

const iniFile = (dir: string) => `[all]
logLevel = warn
checkTime = 1

[configuration]
type = File
dirName = ${dir}/conf

[portal]
staticPrefix = /static
templateDir = /usr/share/lemonldap-ng/portal/templates
languages = en

[handler]
status = 0
`;

/** Debian's portal site (/etc/lemonldap-ng/portal-nginx.conf) on a port of its own. */
const nginxConfig = (dir: string, port: number, asRoot: boolean) => `
${asRoot ? 'user www-data;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/nginx/body;
  fastcgi_temp_path ${dir}/nginx/fastcgi;
  proxy_temp_path ${dir}/nginx/proxy;
  uwsgi_temp_path ${dir}/nginx/uwsgi;
  scgi_temp_path ${dir}/nginx/scgi;
  upstream llng_portal { server unix:${dir}/llng-fastcgi.sock; }
  server {
    listen 127.0.0.1:${port};
    root ${portalRoot}/;
    if ($uri !~ ^/((static|javascript|favicon).*|.*\\.psgi)) {
      rewrite ^/(.*)$ /index.psgi/$1 break;
    }
    location ~ ^(?<sc>/.*\\.psgi)(?:$|/) {
      include /etc/nginx/fastcgi_params;
      fastcgi_pass llng_portal;
      fastcgi_param LLTYPE psgi;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_split_path_info ^(.*\\.psgi)(/.*)$;
      fastcgi_param PATH_INFO $fastcgi_path_info;
    }
    location /static/ { alias ${portalRoot}/static/; }
    location /javascript/ { alias /usr/share/javascript/; }
  }
}
`;

function start(command: string, args: string[], log: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return child;
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function waitForDiscovery(issuer: string, children: ChildProcess[], logs: string[]) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const gone = children.find((child) => child.exitCode !== null);
    if (gone) break;
    try {
      const response = await fetch(`${issuer}.well-known/openid-configuration`);
      if (response.ok && ((await response.json()) as { issuer?: string }).issuer === issuer) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  const output = logs.map((log) => readFileSync(log, 'utf8')).join('\n');
  throw new Error(`LemonLDAP::NG did not start at ${issuer}:\n${output}`);
}

/**
 * Writes LemonLDAP::NG's configuration into a fresh directory and starts its FastCGI server and
 * an nginx in front of it on `port`, as Debian's packages run them, without touching the
 * machine's own configuration (/etc/lemonldap-ng, /var/lib/lemonldap-ng).
 */
export async function startLemonLdap(options: {
  port: number;
  clients: PortalClient[];
}): Promise<RunningProvider> {
  // An address rather than a name: the browser and the portal's server must both reach it, and
  // a made-up host name would need /etc/hosts for the server.
  const issuer = `http://127.0.0.1:${options.port}/`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-lemonldap-'));
  for (const sub of ['conf', 'sessions/lock', 'psessions/lock', 'cache', 'nginx']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
  }
  const config = lemonLdapConfig({
    portalUrl: issuer,
    workDir: dir,
    signingKey: signingKey(dir),
    clients: options.clients,
  });
  writeFileSync(path.join(dir, 'conf', 'lmConf-1.json'), JSON.stringify(config, null, 2));
  writeFileSync(path.join(dir, 'lemonldap-ng.ini'), iniFile(dir));
  // The FastCGI server refuses to run as root: as root, it and nginx's workers are www-data.
  const asRoot = process.getuid?.() === 0;
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, options.port, asRoot));
  if (asRoot) execFileSync('chown', ['-R', 'www-data:www-data', dir]);

  const logs = [path.join(dir, 'llng.log'), path.join(dir, 'nginx.log')];
  const fastCgi = start(
    fastCgiServer,
    [
      '--foreground',
      `--socket=${dir}/llng-fastcgi.sock`,
      `--pid=${dir}/llng-fastcgi.pid`,
      '--proc=2',
      ...(asRoot ? ['--user=www-data', '--group=www-data'] : []),
    ],
    logs[0] ?? '',
    {
      LLNG_DEFAULTCONFFILE: path.join(dir, 'lemonldap-ng.ini'),
      LLNG_DEFAULTLOGGER: 'Lemonldap::NG::Common::Logger::Std',
    },
  );
  const nginx = start(
    'nginx',
    ['-e', `${dir}/nginx-error.log`, '-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'],
    logs[1] ?? '',
  );
  const children = [fastCgi, nginx];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForDiscovery(issuer, children, [...logs, path.join(dir, 'nginx-error.log')]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { issuer, stop };
}
