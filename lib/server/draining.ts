// A rolling restart that loses no request. On SIGTERM `next start` stops accepting connections and
// waits for the open ones, but a balancer's keep-alive connections stay busy under load and the
// wait never ends (the process was killed with requests in flight). So from SIGTERM on, every
// answer, and every one still to be sent, closes its connection: each request in flight finishes,
// the balancer opens its next connections to the other instances, and the process exits once the
// last answer is out. /api/health answers 503 meanwhile, for balancers that poll it.
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

const DRAINING = Symbol.for('launchframe.draining');
const state = globalThis as typeof globalThis & { [DRAINING]?: boolean };

/** True once this process got SIGTERM (shared by the server hook and the bundled routes). */
export const isDraining = () => state[DRAINING] === true;

const closeAfterAnswer = (response: ServerResponse) => {
  if (!response.headersSent) response.setHeader('Connection', 'close');
};

/** Installed once at start (instrumentation.ts). */
export function drainOnSigterm(): void {
  const inFlight = new Set<ServerResponse>();
  subscribe('http.server.request.start', (message) => {
    const { response } = message as { request: IncomingMessage; response: ServerResponse };
    if (isDraining()) return closeAfterAnswer(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  process.once('SIGTERM', () => {
    state[DRAINING] = true;
    for (const response of inFlight) closeAfterAnswer(response);
  });
}
