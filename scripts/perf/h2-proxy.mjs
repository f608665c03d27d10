// An HTTPS + HTTP/2 front for a local `next start`, so Lighthouse can measure the site the way
// a visitor gets it from any CDN or host (Vercel, Netlify, Cloudflare all speak HTTP/2 over TLS)
// rather than over plain HTTP/1.1, which `next start` alone serves. It only relays bytes:
// the response bodies, their compression and their cache headers are the server's own.
// Not part of `npm test` (it exists for measurements).
// Usage: node scripts/perf/h2-proxy.mjs [--port 3443] [--upstream http://127.0.0.1:3000]
// The certificate is self-signed and made at start with the machine's `openssl`, so Chromium
// needs `--ignore-certificate-errors` (scripts/perf/lighthouse.mjs adds it for https:// bases).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseOptions } from './options.mjs';

const options = parseOptions(
  { port: 3443, upstream: 'http://127.0.0.1:3000' },
  'node scripts/perf/h2-proxy.mjs [--port 3443] [--upstream http://127.0.0.1:3000]',
);
const port = Number(options.port);
const upstream = new URL(options.upstream);

const dir = mkdtempSync(join(tmpdir(), 'h2-proxy-'));
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);

// Headers HTTP/2 forbids (connection-specific ones) are dropped on the way back.
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

const server = http2.createSecureServer({
  key: readFileSync(join(dir, 'key.pem')),
  cert: readFileSync(join(dir, 'cert.pem')),
  allowHTTP1: true,
});

server.on('request', (request, response) => {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)),
  );
  headers.host = upstream.host;
  const forward = http.request(
    { hostname: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
    (upstreamResponse) => {
      const responseHeaders = Object.fromEntries(
        Object.entries(upstreamResponse.headers).filter(([name]) => !hopByHop.has(name)),
      );
      response.writeHead(upstreamResponse.statusCode ?? 502, responseHeaders);
      upstreamResponse.pipe(response);
    },
  );
  forward.on('error', () => {
    response.writeHead(502);
    response.end();
  });
  request.pipe(forward);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`HTTP/2 proxy on https://127.0.0.1:${port} -> ${upstream.origin}`);
});
