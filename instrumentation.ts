// Runs once when the server starts (Next's instrumentation hook), Node only (the branch Next's
// pattern keeps out of the edge bundle). Two hooks on every request of the server:
// - a page whose content cannot be loaded, and that has no last good version, answers 503
//   instead of Next's 500 (lib/content/unavailable-status.ts);
// - from SIGTERM on, answers close their connections, so a rolling restart loses no request
//   (lib/server/draining.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { answerMarkedPagesWith503 } = await import('./lib/content/unavailable-status');
    const { drainOnSigterm } = await import('./lib/server/draining');
    answerMarkedPagesWith503();
    drainOnSigterm();
  }
}
