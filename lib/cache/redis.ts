// The one Redis connection of a server process, shared by the cache handler
// (lib/cache/cache-handler.ts) and /api/health. Redis is an accelerator, never a dependency:
// while it is down, slow or restarting every call gives up quickly and says so (undefined), and
// the caller serves from this instance's own cache. Loaded both by Node directly (the cache
// handler, which Next imports unbundled) and by Next's bundler (/api/health): the connection
// lives on globalThis so the two copies of this module share it. Relative imports only.
import { createClient } from '@redis/client';

/** The bounds on every Redis call, in milliseconds. */
export const redisTimeouts = {
  /** A command: a page lookup makes two (the entry and its tags), so Redis can add at most 0.5 s. */
  commandMs: 250,
  /** After a failed or slow command, Redis is left alone this long: no request pays the timeout twice. */
  quietAfterFailureMs: 5_000,
  /** A new connection (TCP and handshake). */
  connectMs: 2_000,
  /** Requests wait at most this long, once per process, for the first connection. */
  firstConnectWaitMs: 1_000,
  /** Reconnection attempts back off up to this interval, forever. */
  reconnectMaxMs: 5_000,
  /** A fault is logged at most once per this interval. */
  logEveryMs: 60_000,
} as const;

const newClient = (url: string) =>
  createClient({
    url,
    // Fail at once while disconnected instead of queueing commands until Redis is back.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: redisTimeouts.connectMs,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, redisTimeouts.reconnectMaxMs),
    },
  });
type Client = ReturnType<typeof newClient>;

type Connection = {
  client: Client;
  /** Settles once the first connection is made or the first wait is over. */
  firstConnect: Promise<void>;
  quietUntil: number;
  lastLog: number;
  faulty: boolean;
};

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

/** This process's connection to `url` (made on first use). */
export const redisConnection = (url: string): Connection => (registry[KEY] ??= connect(url));

/**
 * Runs `command` with the command timeout. Undefined when Redis is not connected, failed or was
 * slow in the last few seconds, or fails or is slow now (logged once per interval).
 */
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

/** Whether Redis answers a PING now (for /api/health). */
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
