// The servers the bench starts, in one pool stopped on any failure, Ctrl+C or SIGTERM: a failed or interrupted
// run never leaves a server behind for the next run to measure.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { assertPortFree, portAnswers } from '../../serve/port.ts';

export type Server = { stop(): Promise<void> };
export type RunningServer = { url: string; stop(): Promise<void> };

/** Resolves once `url` answers; rejects when the child exits first or after 60 s. */
async function waitUntilAnswering(child: ChildProcess, url: string) {
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}) before answering on ${url}`);
    if (attempt > 300) throw new Error(`next start did not answer on ${url}`);
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** The port must be free: otherwise a stale server from an earlier run would answer in its place. */
export async function startNext(
  cwd: string,
  port: number,
  env: Record<string, string | undefined>,
): Promise<RunningServer> {
  await assertPortFree('127.0.0.1', port, 'next start');
  const nextBin = resolve('node_modules/next/dist/bin/next');
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(child, url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

export async function startRedis(port: number): Promise<RunningServer> {
  await assertPortFree('127.0.0.1', port, 'redis-server');
  const child = spawn(
    process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; !(await portAnswers('127.0.0.1', port)); attempt += 1) {
    if (child.exitCode !== null || attempt > 100) {
      await stop();
      throw new Error(`redis-server did not start on ${port}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}

/** `stopAll` stops newest first (nginx before the `next start` behind it); a server that finishes starting
 * after it is stopped at once. */
export type ServerPool = {
  add<T extends Server>(starting: Promise<T>): Promise<T>;
  stop(server: Server): Promise<void>;
  stopAll(): Promise<void>;
  readonly size: number;
};

export function serverPool({ log = console.log }: { log?: (message: string) => void } = {}): ServerPool {
  const running: Server[] = [];
  let closed = false;
  const stopQuietly = (server: Server) =>
    server
      .stop()
      .catch((error: unknown) =>
        log(`a server did not stop cleanly: ${(error as Error | undefined)?.message ?? error}`),
      );
  return {
    async add(starting) {
      const server = await starting;
      if (closed) {
        await stopQuietly(server);
        throw new Error('the bench is stopping; a server that just started was stopped again');
      }
      running.push(server);
      return server;
    },
    async stop(server) {
      const index = running.indexOf(server);
      if (index !== -1) running.splice(index, 1);
      await server.stop();
    },
    async stopAll() {
      closed = true;
      while (running.length > 0) await stopQuietly(running.pop()!);
    },
    get size() {
      return running.length;
    },
  };
}

/** Stops every server of `pool`, then exits as the signal would. */
export function stopOnSignals(pool: ServerPool, log: (message: string) => void = console.log): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping the servers`);
      void pool.stopAll().finally(() => process.exit(code));
    });
  }
}
