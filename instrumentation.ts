// Runs once when the server starts (Next's instrumentation hook). It lets a page whose content
// cannot be loaded, and that has no last good version, answer 503 instead of Next's 500
// (lib/content/unavailable-status.ts says why and how).
import type { IncomingMessage, ServerResponse } from 'node:http';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { subscribe } = await import('node:diagnostics_channel');
  const { answerMarkedPagesWith503 } = await import('./lib/content/unavailable-status');
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    answerMarkedPagesWith503(request, response);
  });
}
