// The Content-Security-Policy of every answer, in both builds: one policy, without 'unsafe-inline' or 'unsafe-eval',
// that allows exactly the page's own inline scripts: by hash (the export, a page fixed at build time, a cached page
// the server regenerates, whose entry's hashes join the proxy's policy) or by the answer's nonce (what the server
// renders for the request). No `securitypolicyviolation` after a video plays or in the lead dialogs (on loading each
// route: routes.spec.ts). Learn more: docs/decisions/0030-a-nonce-per-answer-and-the-cached-page-s-hashes.md
// (after a publish: tests/e2e-sanity/csp-regenerated.spec.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { pageScriptHashes } from '@/lib/inline-script-hashes';
import { analyticsPort, e2eFolders } from '../fixtures/e2e-builds.ts';
import { caseStudiesPage } from '../fixtures/embedded-content';
import { cspPolicies, ownScriptsOnly, scriptSources } from './csp-policies';
import { cspErrors, watchViolations } from './csp-violations';
import { expect, test } from './fixtures';
import { generate, openGenerator, submitLead, video } from './generators';
import { test as withLeadSink } from './lead-sink';

const tabs = caseStudiesPage.study.beforeAfter.tabs;
const isExport = (testInfo: TestInfo) => testInfo.project.name.startsWith('export');

/** Every HTML page of a build, as the address that serves it. */
function builtPages(testInfo: TestInfo) {
  const dir = isExport(testInfo) ? e2eFolders.export : join(e2eFolders.server, 'server', 'app');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes('_next'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).replace(/\.html$/, ''))
    .map((name) => `/${name.replace(/(^|\/)index$/, '')}`)
    .filter((path) => !/^\/(_not-found|_global-error|404)$/.test(path)) // served only for unknown addresses
    .sort();
}

/** How the server build answers a path, as the proxy reads its csp-manifest.json: `fixed`, the build's hashes from
 * the proxy (a page fixed at build time, or the not-found page, which a made-up one-segment address gets too);
 * `regenerated`, a prerendered page the server
 * regenerates, whose cache entry's hashes join the proxy's policy; `on request`, rendered for the request and not
 * cached (an unknown post), its inline scripts carrying the answer's nonce. Every page of the export is fixed. */
function policyKind(
  testInfo: TestInfo,
  prerendered: string[],
): (path: string) => 'fixed' | 'regenerated' | 'on request' {
  if (isExport(testInfo)) return () => 'fixed';
  const manifest = JSON.parse(readFileSync(join(e2eFolders.server, 'csp-manifest.json'), 'utf8'));
  const patterns = (manifest.regenerated as string[]).map((pattern) => new RegExp(pattern));
  return (path) => {
    // As the proxy decides: a page with its build's hashes first.
    if (path in manifest.pages || !patterns.some((pattern) => pattern.test(path))) return 'fixed';
    if (prerendered.includes(path)) return 'regenerated';
    // A one-segment address no landing page has: the cached not-found page, by its hashes.
    return /^\/[^/]+$/.test(path) ? 'fixed' : 'on request';
  };
}

/** The nonce sources of a policy's script-src ('nonce-…'). */
const noncesOf = (policy: string) => (scriptSources(policy) ?? []).filter((source) => source.startsWith("'nonce-"));

test('every answer has one policy, without unsafe-inline or unsafe-eval, that runs exactly its own inline scripts @export', async ({
  request,
}, testInfo) => {
  const pages = builtPages(testInfo);
  test.setTimeout(60_000 + pages.length * 2_000);
  // Unknown addresses of every shape: the not-found page (one segment or more), a post's and a case study's 404
  // (rendered for the request on the server), a Studio address.
  const unknown = ['/no-such-page', '/no/such/page', '/wp-login.php', '/blog/no-such-post', '/case-studies/none'];
  const paths = [...pages, ...unknown, '/studio/structure/post'];
  expect(paths.length).toBeGreaterThan(25);
  const kind = policyKind(testInfo, pages);
  for (const path of paths) {
    const response = await request.get(path);
    const policies = cspPolicies(response.headersArray());
    expect(policies, `${path}: one policy`).toHaveLength(1);
    const [policy] = policies as [string];
    expect(scriptSources(policy), `${path}: script-src`).toContain("'self'");
    expect(scriptSources(policy), path).not.toContain("'unsafe-eval'");
    expect(scriptSources(policy), path).not.toContain("'unsafe-inline'");
    const html = await response.text();
    const hashes = pageScriptHashes(html);
    expect(hashes.length, `${path}: inline scripts`).toBeGreaterThan(0);
    // The export's pages are files: no nonce. The server gives every answer one of its own.
    expect(noncesOf(policy), path).toHaveLength(isExport(testInfo) ? 0 : 1);
    // Rendered now (an unknown post, on the server): every inline script carries this answer's nonce.
    expect(ownScriptsOnly(html, policies, hashes), path).toBe(kind(path) === 'on request' ? 'by nonce' : 'by hash');
  }
});

test('another answer, another nonce', async ({ request }) => {
  const nonces = await Promise.all(
    ['/', '/', '/blog/no-such-post'].map(async (path) =>
      noncesOf(cspPolicies((await request.get(path)).headersArray())[0]!),
    ),
  );
  expect(new Set(nonces.flat()).size).toBe(3);
});

// Next renders a page it does not cache once for all the requests that ask for it together, so they share one HTML:
// each answer's policy must name the nonce that HTML carries (lib/server/shared-nonce.ts).
test('answers that share one render run its inline scripts: an unknown post opened by three visitors at once', async ({
  request,
}) => {
  const path = `/blog/no-such-post-${Date.now()}`;
  const answers = await Promise.all(
    [1, 2, 3].map(async () => {
      const response = await request.get(path);
      const html = await response.text();
      return { policies: cspPolicies(response.headersArray()), html, hashes: pageScriptHashes(html) };
    }),
  );
  for (const { policies, html, hashes } of answers) {
    expect(hashes.length).toBeGreaterThan(0);
    expect(ownScriptsOnly(html, policies, hashes)).toBe('by nonce');
  }
});

test('the rest of the policy and the security headers are the same in both builds @export', async ({
  request,
}, testInfo) => {
  // The server build lets the site frame itself (the Studio's Presentation tool); the export has
  // no preview, so nothing may frame it.
  const framing = isExport(testInfo)
    ? { csp: "frame-ancestors 'none'", xfo: 'DENY' }
    : { csp: "frame-ancestors 'self'", xfo: 'SAMEORIGIN' };
  for (const path of ['/career', '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    const [csp = ''] = cspPolicies(response.headersArray());
    expect(csp, path).toContain(framing.csp);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toMatch(/script-src [^;]*https:\/\/fast\.wistia\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.sanity\.io/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:\d+/); // the e2e build's lead endpoint
    // The analytics host: only a build with analytics on (the server build; the tests' export has it off) lets
    // pages reach it.
    const analyticsHost = new RegExp(`connect-src [^;]*http://127\\.0\\.0\\.1:${analyticsPort}[ ;]`);
    if (isExport(testInfo)) expect(csp).not.toMatch(analyticsHost);
    else expect(csp).toMatch(analyticsHost);
    expect(csp).not.toMatch(/\*(?!\.)/); // no bare wildcard source
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe(framing.xfo);
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-powered-by']).toBeUndefined();
  }
});

test('no CSP violation when videos play: a Wistia player and the YouTube embed @export', async ({
  page,
  consoleErrors,
  external,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/video-production');
  await page
    .getByRole('button', { name: /^Play video:/ })
    .first()
    .click();
  await expect(page.getByRole('group', { name: /^Video player:/ }).first()).toBeVisible();
  // The player's scripts come from Wistia's hosts (local stand-ins here): requested, so allowed.
  await expect.poll(() => external.matching(/wistia/).length).toBeGreaterThan(0);
  await page.goto('/case-studies/tallyflow');
  await page.getByRole('tab', { name: tabs.tutorials }).click();
  const panel = page.getByRole('tabpanel');
  for (const side of ['Before', 'After']) {
    await panel.getByRole('button', { name: `Play video: ${tabs.tutorials} — ${side}` }).click();
  }
  const youtube = panel.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
  await expect(youtube).toBeAttached();
  await (await (await youtube.elementHandle())?.contentFrame())?.waitForLoadState('load');
  await page.waitForLoadState('load');
  expect(violations).toEqual([]);
  expect(cspErrors(consoleErrors)).toEqual([]);
});

withLeadSink(
  'no CSP violation in the lead dialogs: a copy and a download with the lead sent @export',
  async ({ page, consoleErrors, leadSink }) => {
    const violations = await watchViolations(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openGenerator(page, video);
    await generate(page, video);
    const email = leadSink.email('csp');
    await submitLead(page, 'Copy', email);
    await submitLead(page, 'Download', email);
    await expect.poll(async () => (await leadSink.leads()).filter((lead) => lead.Email === email)).toHaveLength(2);
    expect(violations).toEqual([]);
    expect(cspErrors(consoleErrors)).toEqual([]);
  },
);

// On Netlify or Cloudflare Pages an unknown address matches no page's rule in out/_headers, only
// `/*`, which holds no policy: the not-found page brings its own in a <meta> element.
test('an unknown address served with no policy header still runs under a strict policy @export-only', async ({
  page,
  consoleErrors,
}) => {
  const violations = await watchViolations(page);
  for (const [path, file] of [
    ['/no/such/page', '404.html'],
    ['/blog/no-such-post', 'blog/404.html'],
  ] as const) {
    await page.route(`**${path}`, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'text/html; charset=utf-8',
        body: readFileSync(join(e2eFolders.export, file)),
      }),
    );
    violations.length = 0;
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toBeUndefined();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's own scripts ran (Next's runtime is there) and none was refused.
    expect(await page.evaluate(() => 'next' in window), path).toBe(true);
    expect(violations, path).toEqual([]);
    expect(cspErrors(consoleErrors), path).toEqual([]);

    // A script injected into the page is refused.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "yes"';
      document.head.append(script);
      return document.documentElement.dataset.injected === 'yes';
    });
    expect(ran, path).toBe(false);
    await expect.poll(() => violations.length, { message: path }).toBeGreaterThan(0);
    consoleErrors.length = 0;
    await page.unrouteAll();
  }
});
