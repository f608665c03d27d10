// Next's instrumentation hook (Node only): a page with no content and no last good version answers 503
// (lib/content/unavailable-status.ts); from SIGTERM on, answers close their connections (lib/server/draining.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { answerMarkedPagesWith503 } = await import('./lib/content/unavailable-status');
    const { drainOnSigterm } = await import('./lib/server/draining');
    answerMarkedPagesWith503();
    drainOnSigterm();
  }
}
