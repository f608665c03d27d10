// A page the server regenerates after a publish allows exactly its new inline scripts in one policy, without
// 'unsafe-inline': by the hashes its cache entry carries, joined to the proxy's policy, or, rendered for the answer,
// by its nonce. On one instance, on the two sharing Redis, and from nginx's page cache; a browser runs every script
// of the page and refuses one injected. Learn more: docs/decisions/0030-a-nonce-per-answer-and-the-cached-page-s-hashes.md
import type { APIRequestContext, Page } from '@playwright/test';
import { chunksAfterPaint } from '@/lib/after-first-paint';
import { pageScriptHashes } from '@/lib/inline-script-hashes';
import { cspPolicies, ownScriptsOnly } from '../e2e/csp-policies';
import { cspErrors, watchViolations } from '../e2e/csp-violations';
import { expect, test } from './fixtures';
import { control, fakeDocument, sendWebhook, urls } from './helpers';

const tallyflow = { _id: 'case-study-tallyflow', slug: 'tallyflow', path: '/case-studies/tallyflow' };
const event = { _type: 'caseStudy', _id: tallyflow._id, slug: tallyflow.slug };

test.beforeEach(async ({ request }) => {
  expect((await control(request, '/reset')).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  // The published content again, on every server this spec changed.
  await control(request, '/reset');
  for (const origin of [urls.solo, urls.a]) await sendWebhook(request, event, origin);
});

/** The page as `origin` serves it now: its HTML's inline-script hashes and what its policies allow. */
async function served(request: APIRequestContext, origin: string) {
  const response = await request.get(`${origin}${tallyflow.path}`);
  const html = await response.text();
  const policies = cspPolicies(response.headersArray());
  const headers = response.headers();
  const hashes = pageScriptHashes(html);
  return {
    html,
    policies,
    hashes,
    own: ownScriptsOnly(html, policies, hashes),
    cache: [headers['x-nextjs-cache'], headers['x-cache']].filter(Boolean).join(' '),
  };
}

/** Served by `origin` once it shows `title` (the webhook regenerates the page after answering). Every answer
 * on the way, the old page served while the new one is made included, allows exactly its own scripts. */
async function servedWith(request: APIRequestContext, origin: string, title: string) {
  let page: Awaited<ReturnType<typeof served>> | undefined;
  const mismatched: string[] = [];
  await expect
    .poll(
      async () => {
        page = await served(request, origin);
        if (!page.own) mismatched.push(summary(page));
        return page.html.includes(title);
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  expect(mismatched, `${origin}: answers whose policies do not match their HTML`).toEqual([]);
  return page!;
}

/** For the run's report: the cache's verdict, and each policy's script-src with its hashes counted. */
const summary = (page: Awaited<ReturnType<typeof served>>) => {
  const scriptSrc = (policy: string) =>
    (/script-src [^;]*/.exec(policy)?.[0] ?? policy).replace(
      /'(sha256|nonce)-[^']+'( '(sha256|nonce)-[^']+')*/,
      (hashes) => `<${hashes.split(' ').length} hashes>`,
    );
  return `${page.cache}; ${page.hashes.length} inline scripts; ${page.policies.map(scriptSrc).join(' | ')}`;
};

/** A cached page: one policy, the proxy's with the entry's hashes joined to it, allowing exactly its scripts. */
function expectOwnScriptsOnly(page: Awaited<ReturnType<typeof served>>, where: string) {
  expect(page.policies, where).toHaveLength(1);
  expect(page.own, `${where}: exactly its own inline scripts, by hash`).toBe('by hash');
}

/** In a browser: the page's own scripts all run, and a script injected into it is refused. */
async function expectBrowserRunsOwnScriptsOnly(page: Page, url: string, title: string, consoleErrors: string[]) {
  const violations = await watchViolations(page);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => 'next' in window), `${url}: Next's runtime ran`).toBe(true);
  expect(violations, url).toEqual([]);
  expect(cspErrors(consoleErrors), url).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "yes"';
    document.head.append(script);
    return document.documentElement.dataset.injected === 'yes';
  });
  expect(ran, `${url}: an injected inline script`).toBe(false);
  await expect.poll(() => violations.length, { message: url }).toBeGreaterThan(0);
  consoleErrors.length = 0;
}

test('a case study regenerated after its webhook allows exactly its new inline scripts', async ({
  page,
  request,
  consoleErrors,
}) => {
  const before = await served(request, urls.solo);
  console.log(`before the publish: ${summary(before)}`);
  const title = 'Regenerated after a publish, with scripts the build never hashed';
  const study = await fakeDocument(request, tallyflow._id);
  expect((await control(request, '/documents', { ...study, title })).ok()).toBe(true);
  expect((await sendWebhook(request, event)).status()).toBe(200);

  const after = await servedWith(request, urls.solo, title);
  console.log(`after the publish: ${summary(after)}`);
  // Rendered with a request's nonce on Next's script tags, the cached page still starts its chunks after its first
  // paint (lib/after-first-paint.ts), by its loader, which its policy allows by hash like its other inline scripts.
  expect(chunksAfterPaint(after.html).length).toBeGreaterThan(3);
  expect(after.html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]*\basync=""/);
  // The content is in the page's inline scripts (React's payload): hashes made before the publish would block it.
  expect(after.hashes.filter((hash) => !before.hashes.includes(hash)).length).toBeGreaterThan(0);
  expectOwnScriptsOnly(before, 'before the publish');
  expectOwnScriptsOnly(after, 'after the publish');
  await expectBrowserRunsOwnScriptsOnly(page, tallyflow.path, title, consoleErrors);
});

test('through nginx and on both instances sharing Redis, the regenerated page keeps its own policy', async ({
  page,
  request,
  consoleErrors,
}) => {
  const title = 'Regenerated on one instance, served by the other and by nginx';
  const study = await fakeDocument(request, tallyflow._id);
  expect((await control(request, '/documents', { ...study, title })).ok()).toBe(true);
  expect((await sendWebhook(request, event, urls.a)).status()).toBe(200);

  const fromA = await servedWith(request, urls.a, title);
  // b reads the entry a wrote to Redis (or, asked before it is there, regenerates its own).
  const fromB = await servedWith(request, urls.b, title);
  const fromNginx = await servedWith(request, urls.nginx, title);
  // Asked again at once: nginx's own copy of the answer, headers and all.
  const cachedByNginx = await served(request, urls.nginx);
  const answers = { a: fromA, b: fromB, nginx: fromNginx, 'nginx cache': cachedByNginx };
  for (const [where, answer] of Object.entries(answers)) {
    console.log(`${where}: ${summary(answer)}`);
    expectOwnScriptsOnly(answer, where);
  }
  expect(cachedByNginx.cache).toMatch(/\bHIT\b/);
  await expectBrowserRunsOwnScriptsOnly(page, `${urls.nginx}${tallyflow.path}`, title, consoleErrors);
});
