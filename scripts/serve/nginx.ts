// Runs Debian's nginx in the foreground with the site's generated configuration, from a scratch folder (no root,
// nothing left behind): the end-to-end tests serve the export with it, the bench and the security scan both builds.
//   node scripts/serve/nginx.ts --port 3100 [--root .e2e/export --nginx-dir .e2e/nginx]   an export, HTTP
//   node scripts/serve/nginx.ts --port 8443 --tls [--redirect-port 8080]   HTTPS and HTTP/2, certificate made now
//   node scripts/serve/nginx.ts --port 9443 --tls --proxy http://127.0.0.1:3000   `next start` behind nginx
//   node scripts/serve/nginx.ts --port 8080 --proxy URL,URL --cache   several instances, with the page cache
//   add --client-limits for the per-client request limits (off by default: every local client is 127.0.0.1)
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { builtPolicies, builtRedirects } from '../build/host-config.ts';
import { nginxConfig } from '../build/nginx-site.ts';
import { serverNginxConfig } from '../build/server-nginx.ts';
import { assertPortFree, portAnswers } from './port.ts';

export const nginxPath: string = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The generated configurations compress with brotli (scripts/build/nginx-site.ts), which Debian's nginx has as a
 * module (libnginx-mod-http-brotli-filter). Debian's own nginx.conf loads it; a configuration of our own must.
 * NGINX_BROTLI_MODULE: another path, or empty for an nginx built with the module inside. */
export const brotliModule: string =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** The main context's load_module line (or nothing), for an nginx.conf written here or in a test. */
export function loadModules(): string {
  if (brotliModule === '') return '';
  if (!existsSync(brotliModule))
    throw new Error(
      `nginx's brotli module is missing (${brotliModule}): apt-get install libnginx-mod-http-brotli-filter, ` +
        'or set NGINX_BROTLI_MODULE to its path (empty when your nginx has it built in)',
    );
  return `load_module ${brotliModule};\n`;
}

export type LocalCertificate = { certificate: string; key: string; authority: string };

export type NginxOptions = {
  port: number;
  host?: string;
  root?: string;
  /** Where the export's build wrote its page policies (scripts/build/host-config.ts). */
  nginxDir?: string;
  tls?: boolean;
  redirectPort?: number;
  /** The instances behind nginx: URLs, comma-separated. */
  proxy?: string;
  cache?: boolean;
  /** For tests: /api/ answers name the instance that served them (X-Upstream). */
  upstreamHeader?: boolean;
  siteHeaders?: boolean;
  errorLog?: string;
  /** The generated configs' per-client request limits: off by default, as every local client (a load test,
   * the browsers of a test run) is 127.0.0.1. */
  clientLimits?: boolean;
  /** Behind nginx: the build's draft-mode id (buildPreviewModeId), so only its cookie skips the page cache. */
  previewModeId?: string;
};

export type RunningNginx = {
  url: string;
  configFile: string;
  authority?: string;
  stop(): Promise<void>;
};

/** Signed by a one-off certificate authority (ca.pem): a client that trusts it (NODE_EXTRA_CA_CERTS) sees a
 * valid certificate, as the security scan needs; the browsers here ignore certificate errors. */
export function localCertificate(dir: string): LocalCertificate {
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Local test CA',
    '-keyout',
    file('ca-key.pem'),
    '-out',
    file('ca.pem'),
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    file('key.pem'),
    '-out',
    file('cert.csr'),
  );
  writeFileSync(file('san.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  openssl(
    'x509',
    '-req',
    '-in',
    file('cert.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca-key.pem'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('san.ext'),
    '-out',
    file('cert.pem'),
  );
  return { certificate: file('cert.pem'), key: file('key.pem'), authority: file('ca.pem') };
}

/** nginx.conf around `site`, with every path nginx writes inside `prefix` (no root needed). */
function mainConfig(prefix: string, site: string, errorLog: string = 'stderr') {
  const temp = join(prefix, 'temp');
  const mimeTypes = '/etc/nginx/mime.types';
  return `${loadModules()}${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes auto;
pid ${join(prefix, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 4096; }
http {
  ${existsSync(mimeTypes) ? `include ${mimeTypes};` : 'types { text/html html; text/css css; application/javascript js; image/png png; image/webp webp; image/svg+xml svg; }'}
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${site}
}
`;
}

async function siteConfig({
  host,
  port,
  root,
  nginxDir,
  certificate,
  redirectPort,
  proxy,
  siteHeaders,
  cacheDir,
  upstreamHeader,
  clientLimits,
  previewModeId,
}: {
  host: string;
  port: number;
  root: string;
  nginxDir: string | undefined;
  certificate: LocalCertificate | undefined;
  redirectPort: number | undefined;
  proxy: string | undefined;
  siteHeaders: boolean;
  cacheDir: string | undefined;
  upstreamHeader: boolean;
  clientLimits: boolean;
  previewModeId: string | undefined;
}): Promise<string> {
  const listen = [`${host}:${port}`];
  const redirectFrom = redirectPort ? [`${host}:${redirectPort}`] : [];
  if (proxy) {
    const upstreams = proxy.split(',').map((url) => new URL(url.trim()).host);
    return serverNginxConfig({
      upstreams,
      listen,
      tls: certificate,
      redirectFrom,
      cacheDir,
      upstreamHeader,
      previewModeId,
      clientLimits: clientLimits ? undefined : false,
    });
  }
  return nginxConfig({
    root: resolve(root),
    policies: siteHeaders ? await builtPolicies(nginxDir) : new Map(),
    redirects: siteHeaders ? await builtRedirects(nginxDir) : [],
    listen,
    tls: certificate,
    redirectFrom,
    siteHeaders,
    clientLimits: clientLimits ? undefined : false,
  });
}

/** Resolves once nginx accepts connections; rejects if it exits first or takes over 10 s. */
async function waitUntilListening(child: ChildProcess, host: string, port: number, url: string) {
  for (let attempt = 0; !(await portAnswers(host, port)); attempt += 1) {
    if (child.exitCode !== null || attempt > 100) throw new Error(`nginx did not start on ${url}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Its ports must be free: a stale server would otherwise answer in its place. A failed start stops what it started. */
export async function startNginx({
  port,
  host = '127.0.0.1',
  root = 'out',
  nginxDir,
  tls = false,
  redirectPort,
  proxy,
  cache = false,
  upstreamHeader = false,
  siteHeaders = true,
  errorLog,
  clientLimits = false,
  previewModeId,
}: NginxOptions): Promise<RunningNginx> {
  for (const taken of [port, redirectPort].filter((value): value is number => Boolean(value)))
    await assertPortFree(host, taken, 'nginx');
  const prefix = await mkdtemp(join(tmpdir(), 'site-nginx-'));
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();
  const stop = async () => {
    child?.kill('SIGQUIT');
    await exited;
    await rm(prefix, { recursive: true, force: true });
  };
  const url = `${tls ? 'https' : 'http'}://${host}:${port}`;
  try {
    await mkdir(join(prefix, 'temp'), { recursive: true });
    const certificate = tls ? localCertificate(prefix) : undefined;
    const cacheDir = proxy && cache ? join(prefix, 'cache') : undefined;
    const site = await siteConfig({
      host,
      port,
      root,
      nginxDir,
      certificate,
      redirectPort,
      proxy,
      siteHeaders,
      cacheDir,
      upstreamHeader,
      clientLimits,
      previewModeId,
    });
    const confFile = join(prefix, 'nginx.conf');
    await writeFile(confFile, mainConfig(prefix, site, errorLog && resolve(errorLog)));
    execFileSync(nginxPath, ['-t', '-q', '-p', prefix, '-c', confFile], { stdio: 'inherit' });
    const started = spawn(nginxPath, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], { stdio: 'inherit' });
    child = started;
    exited = new Promise((resolveExit) => started.once('exit', resolveExit));
    await waitUntilListening(started, host, port, url);
    return {
      url,
      configFile: confFile,
      authority: certificate?.authority,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3100' },
      host: { type: 'string', default: '127.0.0.1' },
      root: { type: 'string', default: 'out' },
      'nginx-dir': { type: 'string' },
      tls: { type: 'boolean', default: false },
      'redirect-port': { type: 'string' },
      proxy: { type: 'string' },
      cache: { type: 'boolean', default: false },
      'client-limits': { type: 'boolean', default: false },
    },
  });
  const server = await startNginx({
    port: Number(values.port),
    host: values.host,
    root: values.root,
    nginxDir: values['nginx-dir'],
    tls: values.tls,
    redirectPort: values['redirect-port'] ? Number(values['redirect-port']) : undefined,
    proxy: values.proxy,
    cache: values.cache,
    clientLimits: values['client-limits'],
  });
  console.log(`nginx: ${values.proxy ? `${values.proxy} behind ` : `${values.root}/ on `}${server.url}`);
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
