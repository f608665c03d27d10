// Types for servers.mjs (plain JavaScript run by Node).
export type Server = { stop(): Promise<void> };
export function startNext(
  cwd: string,
  port: number,
  env: Record<string, string | undefined>,
): Promise<{ url: string; stop(): Promise<void> }>;
export function startRedis(port: number): Promise<{ url: string; stop(): Promise<void> }>;
export type ServerPool = {
  add<T extends Server>(starting: Promise<T>): Promise<T>;
  stop(server: Server): Promise<void>;
  stopAll(): Promise<void>;
  readonly size: number;
};
export function serverPool(options?: { log?: (message: string) => void }): ServerPool;
export function stopOnSignals(pool: ServerPool, log?: (message: string) => void): void;
