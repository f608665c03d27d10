// The cache handler over rediss:// against a private redis-server speaking TLS only, with a self-signed
// certificate made here: trusted the way production trusts a private CA (NODE_EXTRA_CA_CERTS, read by
// Node at start), pages go through; without it, the instance refuses the certificate and serves alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildFolder,
  eventually,
  faults,
  freePorts,
  recorded,
  startInstance,
  startRedis,
  type Instance,
} from '../fixtures/private-redis';

const scratch = mkdtempSync(join(tmpdir(), 'redis-tls-'));
const [port] = freePorts(1) as [number];
const certificate = join(scratch, 'redis.crt');
let redis: Awaited<ReturnType<typeof startRedis>>;
const instances: Instance[] = [];

function instance(extraCa: boolean) {
  const started = startInstance(buildFolder(scratch, 'build-tls'), {
    REDIS_URL: `rediss://127.0.0.1:${port}`,
    ...(extraCa ? { NODE_EXTRA_CA_CERTS: certificate } : {}),
  });
  instances.push(started);
  return started;
}

beforeAll(async () => {
  const key = join(scratch, 'redis.key');
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
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  redis = await startRedis(scratch, port, [
    '--port',
    '0',
    '--tls-port',
    String(port),
    '--tls-cert-file',
    certificate,
    '--tls-key-file',
    key,
    '--tls-ca-cert-file',
    certificate,
    '--tls-auth-clients',
    'no',
  ]);
});

afterAll(async () => {
  await Promise.all(instances.map((started) => started.stop()));
  await redis?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

it('shares pages over rediss:// with the CA in NODE_EXTRA_CA_CERTS, and refuses an untrusted certificate', async () => {
  const [writer, reader, untrusting] = [instance(true), instance(true), instance(false)];
  await writer.send({ op: 'set', key: '/over-tls', tags: ['tls'], html: 'through TLS' });
  // Waits on the write and the read themselves: a command past 250 ms (a busy machine) is replayed later.
  await recorded(writer);
  const read = async () => (await reader.send({ op: 'get', key: '/over-tls' })).html === 'through TLS';
  expect(await eventually(read)).toBe(true);

  // The entry is in Redis under the default namespace (no Sanity project: the embedded dataset).
  const check = createClient({
    url: `rediss://127.0.0.1:${port}`,
    socket: { tls: true, ca: readFileSync(certificate) },
  });
  await check.connect();
  expect(await check.exists('launchframe:embedded:production:production:entry:build-tls:/over-tls')).toBe(1);
  check.destroy();

  expect(await untrusting.send({ op: 'get', key: '/over-tls' })).toMatchObject({ html: null });
  // Logged when the handshake fails, which a busy machine may finish after the first read's 1 s wait.
  expect(await eventually(async () => /\[cache\] Redis unavailable \(.*certificate/.test(untrusting.log()))).toBe(true);
  for (const trusting of [writer, reader]) expect(faults(trusting.log())).toBe('');
}, 120_000);
