// Room for the listeners Next itself adds to an answer: a proxy's rewrite (a made-up one-segment address sent to
// the not-found page) routes the request twice and adds 11 'close' listeners, one over Node's default warning
// limit, so every such answer printed a MaxListenersExceededWarning: a flood of them filled the log. Each
// listener goes with its answer; nothing accumulates.
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Twice what a rewritten answer needs: a leak past that would still be reported. */
const LISTENERS_PER_ANSWER = 24;

export function allowNextsListeners(): void {
  subscribe('http.server.request.start', (message) => {
    (message as { request: IncomingMessage; response: ServerResponse }).response.setMaxListeners(LISTENERS_PER_ANSWER);
  });
}
