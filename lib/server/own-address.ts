// This instance's own address, for the requests it sends itself (the webhook's warm-up). The public origin a
// request names is a proxy's (nginx terminating TLS answers https on another port; Next would make that
// https://localhost:<port>), which this instance does not serve.
import { subscribe } from 'node:diagnostics_channel';
import type { Server } from 'node:http';

const ADDRESS = Symbol.for('launchframe.own-address');
const state = globalThis as typeof globalThis & { [ADDRESS]?: string };

/** Where the listening socket can be reached from this machine: a wildcard listener through loopback. */
export function ownOrigin(address: ReturnType<Server['address']>): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const wildcard = ['0.0.0.0', '::', '::ffff:0.0.0.0'].includes(address.address);
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Notes the server's address at its first request (Next's server is not reachable before). */
export function noteOwnAddress(): void {
  subscribe('http.server.request.start', (message) => {
    if (state[ADDRESS]) return;
    const { server } = message as { server: Server };
    state[ADDRESS] = ownOrigin(server.address());
  });
}

/** On globalThis: the server hook and the bundled routes are separate module copies. */
export const ownAddress = (): string => state[ADDRESS] ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
