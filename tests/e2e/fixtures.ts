// Shared Playwright fixtures. Every test gets:
// - `external`: every request to a non-local host, answered by a local stand-in (a 1×1 PNG for
//   images, an empty script for scripts, an empty page for frames, 204 otherwise) and recorded,
//   so a test can assert what the page asked of third parties and when;
// - `consoleErrors`: console errors and CSP violations seen on the page.
import { test as base, expect } from '@playwright/test';
import type { Request } from '@playwright/test';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export type ExternalRequests = {
  urls: string[];
  /** Requests whose host matches, e.g. /wistia|youtube/. */
  matching: (pattern: RegExp) => string[];
};

const isLocal = (url: URL) =>
  ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || url.protocol === 'data:' || url.protocol === 'blob:';

export function standIn(request: Request) {
  const type = request.resourceType();
  if (type === 'image') return { status: 200, contentType: 'image/png', body: PNG_1x1 };
  if (type === 'script') return { status: 200, contentType: 'text/javascript', body: '/* local stand-in */' };
  if (type === 'document')
    return { status: 200, contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' };
  if (type === 'stylesheet') return { status: 200, contentType: 'text/css', body: '' };
  return { status: 204, body: '' };
}

export const test = base.extend<{ external: ExternalRequests; consoleErrors: string[] }>({
  external: [
    async ({ context }, use) => {
      const urls: string[] = [];
      await context.route(
        (url) => !isLocal(url),
        async (route) => {
          urls.push(route.request().url());
          await route.fulfill(standIn(route.request()));
        },
      );
      await use({ urls, matching: (pattern) => urls.filter((url) => pattern.test(new URL(url).hostname)) });
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };
