// A rolling restart that loses no request: from SIGTERM on every answer closes its connection, since `next start`
// waits for open connections and a balancer's keep-alive ones never go idle under load.
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

const DRAINING = Symbol.for('launchframe.draining');
const state = globalThis as typeof globalThis & { [DRAINING]?: boolean };

/** On globalThis: the server hook and the bundled routes are separate module copies. */
export const isDraining = () => state[DRAINING] === true;

const closeAfterAnswer = (response: ServerResponse) => {
  if (!response.headersSent) response.setHeader('Connection', 'close');
};

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
