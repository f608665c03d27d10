// The one Redis connection of a process (cache handler, /api/health): a failed or slow call gives undefined and the
// caller serves from its own cache. Relative imports only: Next imports the cache handler unbundled.
import { createClient } from '@redis/client';

export const redisTimeouts = {
  commandMs: 250, // a page lookup makes two commands (entry, tags): Redis adds at most 0.5 s
  quietAfterFailureMs: 5_000, // after a failed or slow command: no request pays the timeout twice
  connectMs: 2_000,
  firstConnectWaitMs: 1_000, // once per process, requests wait this long for the first connection
  reconnectMaxMs: 5_000, // reconnection backs off up to this, forever
  logEveryMs: 60_000, // a fault is logged at most once per interval
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
