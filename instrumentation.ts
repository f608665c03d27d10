// Next's instrumentation hook (Node only): a page with no content and no last good version answers 503
// (lib/content/unavailable-status.ts); from SIGTERM on, answers close their connections (lib/server/draining.ts);
// the server's own address is noted for the webhook's warm-up; each request is marked as sent from this machine
// straight to the instance or not (lib/server/own-address.ts, lib/server/direct-request.ts); a cached page's own
// script hashes join the proxy's policy (lib/server/one-page-policy.ts); and an answer has room for the listeners
// Next adds to a rewritten one (lib/server/response-listeners.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { answerMarkedPagesWith503 } = await import('./lib/content/unavailable-status');
    const { drainOnSigterm } = await import('./lib/server/draining');
    const { noteOwnAddress } = await import('./lib/server/own-address');
    const { markDirectRequests } = await import('./lib/server/direct-request');
    const { oneCspPerAnswer } = await import('./lib/server/one-page-policy');
    const { allowNextsListeners } = await import('./lib/server/response-listeners');
    answerMarkedPagesWith503();
    drainOnSigterm();
    noteOwnAddress();
    markDirectRequests();
    oneCspPerAnswer();
    allowNextsListeners();
  }
}
