import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Debian's nginx, run by a test with the project's own site file (deploy/nginx.conf) in a folder
 * of its own: its pid, logs, temporary files and a self-signed certificate for `localhost` there,
 * its ports free ones on loopback. The site file is changed only where an installation changes it
 * (name, certificate folder, checkout, ports); each change must find what it replaces.
 */
const repository = fileURLToPath(new URL('../../..', import.meta.url));
const debianNginx = '/usr/sbin/nginx';

export const nginxProgram = (): string | undefined =>
  fs.existsSync(debianNginx)
    ? debianNginx
    : spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || undefined;

export interface NginxSite {
  /** `https://localhost:<port>`, the portal's PUBLIC_URL. */
  origin: string;
  httpsPort: number;
  httpPort: number;
  /** The certificate nginx shows, for the clients to trust. */
  certificate: string;
  /** Which server answered the request of that X-Request-Id: its port, from nginx's own log. */
  upstreamOf(requestId: string): Promise<number | undefined>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function replaceOrFail(text: string, from: string | RegExp, to: string): string {
  const changed = text.replaceAll(from, to);
  if (changed === text) throw new Error(`deploy/nginx.conf no longer has ${String(from)}`);
  return changed;
}

/** The site as installed here, from deploy/nginx.conf. */
function siteFor(options: {
  certificateDir: string;
  checkout: string;
  upstreamPorts: readonly [number, number];
  httpPort: number;
  httpsPort: number;
}): string {
  let site = fs.readFileSync(path.join(repository, 'deploy/nginx.conf'), 'utf8');
  site = replaceOrFail(site, '/etc/letsencrypt/live/portal.example.dk', options.certificateDir);
  site = replaceOrFail(site, '/opt/member-portal', options.checkout);
  site = replaceOrFail(site, 'portal.example.dk', 'localhost');
  site = replaceOrFail(site, '127.0.0.1:3001', `127.0.0.1:${options.upstreamPorts[0]}`);
  site = replaceOrFail(site, '127.0.0.1:3002', `127.0.0.1:${options.upstreamPorts[1]}`);
  site = replaceOrFail(site, 'listen 80;', `listen 127.0.0.1:${options.httpPort};`);
  site = replaceOrFail(site, /listen 443 /g, `listen 127.0.0.1:${options.httpsPort} `);
  site = replaceOrFail(site, 'https://localhost$', `https://localhost:${options.httpsPort}$`);
  // A test machine may have no IPv6; the IPv4 lines above are the same site.
  return replaceOrFail(site, /^\s*listen \[::\]:.*\n/gm, '');
}

function makeCertificate(dir: string): void {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
}

async function untilListening(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.end());
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}: ${log()}`);
}

export async function startNginx(options: {
  program: string;
  scratch: string;
  /** Stands for /opt/member-portal: its web/dist/assets are sent by nginx itself. */
  checkout: string;
  upstreamPorts: readonly [number, number];
}): Promise<NginxSite> {
  const { scratch } = options;
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const certificateDir = path.join(scratch, 'certificate');
  fs.mkdirSync(certificateDir, { recursive: true });
  makeCertificate(certificateDir);
  fs.writeFileSync(
    path.join(scratch, 'site.conf'),
    siteFor({ ...options, certificateDir, httpPort, httpsPort }),
  );
  const accessLog = path.join(scratch, 'access.log');
  const errorLog = path.join(scratch, 'error.log');
  const temporary = (name: string) => `${name}_temp_path ${path.join(scratch, 'temp', name)};`;
  // Debian's nginx.conf without what needs /var or /run. One worker: nginx's round robin then
  // alternates strictly between the servers. A root master would run the workers as nobody,
  // who may not read the temporary folders.
  const main = [
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(scratch, 'nginx.pid')};`,
    'events { worker_connections 4096; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  log_format upstream "$request_id|$upstream_addr|$status";',
    `  access_log ${accessLog} upstream;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temporary(name)}`),
    `  include ${path.join(scratch, 'site.conf')};`,
    '}',
  ].join('\n');
  fs.writeFileSync(path.join(scratch, 'nginx.conf'), main);
  fs.mkdirSync(path.join(scratch, 'temp'), { recursive: true });
  const child = spawn(
    options.program,
    ['-p', scratch, '-c', path.join(scratch, 'nginx.conf'), '-e', errorLog],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const readLog = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  await untilListening(httpsPort, child, readLog);

  return {
    origin: `https://localhost:${httpsPort}`,
    httpsPort,
    httpPort,
    certificate: fs.readFileSync(path.join(certificateDir, 'fullchain.pem'), 'utf8'),
    async upstreamOf(requestId) {
      // nginx writes the line once the answer is sent, a moment after the client may have it.
      for (let tries = 0; tries < 50; tries += 1) {
        const line = fs
          .readFileSync(accessLog, 'utf8')
          .split('\n')
          .find((entry) => entry.startsWith(`${requestId}|`));
        // The last server tried answered ("a, b" when nginx tried another first); "-" for none.
        const port = line?.split('|')[1]?.split(', ').at(-1)?.split(':').at(-1);
        if (line) return port && /^\d+$/.test(port) ? Number(port) : undefined;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return undefined;
    },
    async stop() {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
