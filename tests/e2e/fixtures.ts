// Shared Playwright fixtures. Every test gets:
// - `external`: every request to a non-local host, answered by a local stand-in (a 1×1 PNG for
//   images, an empty script for scripts, an empty page for frames, 204 otherwise) and recorded,
//   so a test can assert what the page asked of third parties and when;
// - `consoleErrors`: console errors and CSP violations seen on the page;
// - a `page` whose goto, reload, goBack and goForward return once React has hydrated the page (`hydrated`).
import { test as base, expect } from '@playwright/test';
import type { Page, Request } from '@playwright/test';

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

/** What a visitor operates on a page: React hydrates each of them, tagging the element with its props. */
const controls =
  'button, input, select, textarea, summary, [role="button"], [role="tab"], [role="slider"], [role="switch"], [role="checkbox"]';

/**
 * React has taken the page over: Next's chunks have run, its root listens for events, and every control on the
 * page is React's. A page starts those chunks after its first paint (lib/after-first-paint.ts), so its load event,
 * where Playwright's navigations end, can come before that. React's root listening is not enough either: an island
 * whose chunk is still loading is hydrated later, and React does not replay a click that reached it before (the
 * FAQ's accordion lost one in CI). So this waits until each control carries React's props, as a visitor's click
 * would need. A page without the loader (a stand-in, a file, a page rendered for one request) is as Next wrote
 * it. A page that navigated on is not waited on. No timer of the page's is used: a test may have paused its clock.
 */
export async function hydrated(page: Page) {
  let state: ReactState;
  try {
    const deferred = await page.evaluate(() => document.querySelector('script[data-after-paint]') !== null);
    if (!deferred) return;
    const ready = await page
      .waitForFunction(reactState, [controls, false] as const, { timeout: 15_000 })
      .then(() => true)
      .catch((error: Error) => {
        if (!/Timeout/i.test(error.message)) throw error;
        return false;
      });
    if (ready) return;
    state = (await page.evaluate(reactState, [controls, true] as const)) as ReactState;
  } catch (error) {
    if (/context was destroyed|navigat/i.test((error as Error).message)) return;
    throw error;
  }
  // Thrown here, not in the try: a control's markup may well say "navigation".
  throw new Error(
    state.listening
      ? `React did not hydrate these controls within 15 s:\n${state.pending.join('\n')}`
      : 'React did not start on the page within 15 s',
  );
}

type ReactState = { listening: boolean; pending: string[] };

/** Runs in the page, so it is self-contained: whether React is done with the page (as waitForFunction wants it),
 * or, to report, whether React listens and which controls it has not hydrated yet. */
function reactState([selector, report]: readonly [string, boolean]): boolean | ReactState {
  const react = (element: object, prefix: string) => Object.keys(element).some((key) => key.startsWith(prefix));
  const listening = react(document, '_reactListening');
  const pending = [...document.querySelectorAll(selector)]
    .filter((element) => !react(element, '__reactProps'))
    .map((element) => element.outerHTML.slice(0, 160));
  return report ? { listening, pending } : listening && pending.length === 0;
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
type WaitUntil = Parameters<Page['goto']>[1] extends infer O ? (O extends { waitUntil?: infer W } ? W : never) : never;

/** A navigation that waits for the load event (Playwright's default) also waits for the page to hydrate. */
function waitingForHydration(page: Page) {
  const optionsAt: Record<Navigation, number> = { goto: 1, reload: 0, goBack: 0, goForward: 0 };
  for (const method of Object.keys(optionsAt) as Navigation[]) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    page[method] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      const waitUntil = (args[optionsAt[method]] as { waitUntil?: WaitUntil } | undefined)?.waitUntil;
      if (waitUntil !== 'commit' && waitUntil !== 'domcontentloaded') await hydrated(page);
      return response;
    }) as Page[typeof method] & Page['goto'];
  }
}

export const test = base.extend<{ external: ExternalRequests; consoleErrors: string[] }>({
  // A test that turns JavaScript off looks at the page as the server sent it: there is nothing to wait for.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitingForHydration(page);
    await provide(page);
  },
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
