// The route data a client-side navigation or prefetch asks for (server build or export), recorded
// per page: what tests check to tell a client navigation or prefetch from a browser's own load.
import type { Page, Request } from '@playwright/test';

export const isRouteData = (request: Request) =>
  request.headers()['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc') || request.url().endsWith('.txt');

/** Paths of the route data the page requests from now on. */
export function recordRouteData(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (isRouteData(request)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
