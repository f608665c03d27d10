// Whether a request came from this machine straight to the instance (a monitor or an operator's curl), not
// through nginx or any other proxy: nginx connects from loopback too, but always says whom it forwards for.
// The mark is a request header set here, at arrival, on every request, so a client cannot send it itself.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

export const directRequestHeader = 'x-launchframe-direct';

const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'via'];

export const isLoopback = (address: string | undefined) =>
  address !== undefined && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));

export function isDirect(request: Pick<IncomingMessage, 'headers' | 'socket'>): boolean {
  return isLoopback(request.socket.remoteAddress) && PROXY_HEADERS.every((name) => request.headers[name] === undefined);
}

/** Returns the way to stop, for a test that starts its own server in a shared process. */
export function markDirectRequests(): () => void {
  const mark = (message: unknown) => {
    const { request } = message as { request: IncomingMessage };
    request.headers[directRequestHeader] = isDirect(request) ? '1' : '0';
  };
  subscribe('http.server.request.start', mark);
  return () => unsubscribe('http.server.request.start', mark);
}
