// The one Redis connection of a process (cache handler, /api/health): a failed or slow call gives undefined and the
// caller serves from its own cache; background work gets a connection of its own. Relative imports only: Next
// imports the cache handler unbundled. A rediss:// URL connects with TLS (Node's trusted CAs, plus
// NODE_EXTRA_CA_CERTS read at start): docs/deploy.md, "Several instances behind nginx".
import { createClient } from '@redis/client';
import { env, type Env } from '../env.ts';

/**
 * The prefix of every key this deployment keeps in Redis (no trailing ':'), so that two sites, two
 * datasets, or a staging and a production share one Redis without reading or staling each other's keys.
 * Its parts are [a-z0-9_-] (lib/env.ts): no ':' or glob character, so SCAN's MATCH and an ACL key
 * pattern can name it.
 */
export const redisNamespace = (
  config: Pick<Env, 'NEXT_PUBLIC_SANITY_PROJECT_ID' | 'NEXT_PUBLIC_SANITY_DATASET' | 'SITE_ENV'> = env,
) =>
  `launchframe:${config.NEXT_PUBLIC_SANITY_PROJECT_ID ?? 'embedded'}:${config.NEXT_PUBLIC_SANITY_DATASET}:${config.SITE_ENV}`;

export const redisTimeouts = {
  commandMs: 250, // a page lookup makes two commands (entry, tags): Redis adds at most 0.5 s
  quietAfterFailureMs: 5_000, // after a failed or slow command: no request pays the timeout twice
  connectMs: 2_000,
  firstConnectWaitMs: 1_000, // once per process, requests wait this long for the first connection
  reconnectMaxMs: 5_000, // reconnection backs off up to this, forever
  logEveryMs: 60_000, // a fault is logged at most once per interval
} as const;

const newClient = (url: string, reconnect = true) =>
  createClient({
    url,
    // Fail at once while disconnected instead of queueing commands until Redis is back.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: redisTimeouts.connectMs,
      reconnectStrategy: reconnect
        ? (retries: number) => Math.min(100 * 2 ** retries, redisTimeouts.reconnectMaxMs)
        : false,
    },
  });
type Client = ReturnType<typeof newClient>;

type Connection = {
  client: Client;
  firstConnect: Promise<void>; // settles on the first connection or when the first wait is over
  quietUntil: number;
  lastLog: number;
  faulty: boolean;
};

// On globalThis: the unbundled copy of this module and the one in Next's bundle share the connection.
const KEY = Symbol.for('launchframe.redis-connection');
const registry = globalThis as typeof globalThis & { [KEY]?: Connection };

function logFault(connection: Connection, what: string, error: unknown) {
  const now = Date.now();
  connection.faulty = true;
  if (now - connection.lastLog < redisTimeouts.logEveryMs) return;
  connection.lastLog = now;
  const reason = error instanceof Error ? error.message || error.name : String(error);
  console.error(`[cache] Redis ${what} (${reason}); this instance serves from its own cache until it is back`);
}

function connect(url: string): Connection {
  const client = newClient(url);
  const connection: Connection = {
    client,
    firstConnect: Promise.resolve(),
    quietUntil: 0,
    lastLog: 0,
    faulty: false,
  };
  client.on('error', (error: unknown) => logFault(connection, 'unavailable', error));
  client.on('ready', () => {
    if (connection.faulty) console.error('[cache] Redis is back; the cache is shared again');
    connection.faulty = false;
    connection.quietUntil = 0;
  });
  const connecting = client.connect().then(
    () => undefined,
    (error: unknown) => logFault(connection, 'unavailable', error),
  );
  connection.firstConnect = Promise.race([
    connecting,
    new Promise<void>((resolve) => setTimeout(resolve, redisTimeouts.firstConnectWaitMs).unref()),
  ]);
  return connection;
}

export const redisConnection = (url: string): Connection => (registry[KEY] ??= connect(url));

export async function withRedis<T>(url: string, command: (client: Client) => Promise<T>): Promise<T | undefined> {
  const connection = redisConnection(url);
  await connection.firstConnect;
  if (!connection.client.isReady || Date.now() < connection.quietUntil) return undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      command(connection.client),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${redisTimeouts.commandMs} ms`)),
          redisTimeouts.commandMs,
        );
      }),
    ]);
  } catch (error) {
    connection.quietUntil = Date.now() + redisTimeouts.quietAfterFailureMs;
    logFault(connection, 'failed a command', error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

export async function redisAnswers(url: string): Promise<boolean> {
  const connection = redisConnection(url);
  await connection.firstConnect;
  if (!connection.client.isReady) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    const pong = await Promise.race([
      connection.client.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), redisTimeouts.commandMs);
      }),
    ]);
    return pong === 'PONG';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `work` on a connection of its own, closed after: a long background task (the cache handler's sweep
 * of other builds' entries) never queues a request's command behind its own, and its failure, logged
 * here as `what`, never makes the shared connection fall quiet. Gives whether it completed.
 */
export async function withOwnConnection(
  url: string,
  what: string,
  work: (client: Client) => Promise<void>,
): Promise<boolean> {
  const client = newClient(url, false);
  client.on('error', () => {}); // the failure surfaces below, from connect() or the command
  try {
    await client.connect();
    await work(client);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    console.error(`[cache] Redis: ${what} failed (${reason})`);
    return false;
  } finally {
    client.destroy();
  }
}
