// The editors' preview on the Sanity-backed server build, against the local fake of the content
// API: entering draft mode through the enable route with the secret the Studio creates, drafts
// on the post and the lists (/blog, the archive's and the categories' pages) with the exit bar,
// visitors unaffected at the same moment, the exit, a never-published draft, the refusals, a stale
// draft-mode cookie, the cache after a preview session, what the builds carry (Presentation, the
// token), axe and the HTML checker.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { e2eFolders, sanityE2e } from '../fixtures/e2e-builds';
import { pageScriptHashes } from '@/lib/inline-script-hashes';
import { cspPolicies, ownScriptsOnly } from '../e2e/csp-policies';
import { cspErrors, watchViolations } from '../e2e/csp-violations';
import { axeViolations } from '../e2e/axe';
import { expect, test } from './fixtures';
import { control, urls } from './helpers';

const secret = 'presentation-e2e-secret';
const post = {
  _id: 'post-demo-video-length',
  path: '/blog/how-long-should-a-saas-demo-video-be',
  published: 'How long should a SaaS demo video be?',
  draft: 'How long should a SaaS demo be? (draft, not published)',
};
const neverPublished = { slug: 'a-draft-never-published', title: 'A draft never published' };
const category = (slug: string) => ({ _type: 'reference', _ref: `category-${slug}`, _key: slug });
const enablePath = (pathname: string, secretValue = secret) =>
  `/api/draft-mode/enable?sanity-preview-secret=${secretValue}&sanity-preview-perspective=drafts&sanity-preview-pathname=${encodeURIComponent(pathname)}`;

test.beforeAll(async ({ request }) => {
  expect((await control(request, '/reset')).ok()).toBe(true);
  // What the Studio writes when Presentation opens (a draft, read with the raw perspective).
  await control(request, '/documents', {
    _id: 'drafts.preview-secret-e2e',
    _type: 'sanity.previewUrlSecret',
    secret,
    source: 'sanity/presentation',
    studioUrl: '/studio',
    _updatedAt: new Date().toISOString(),
  });
  await control(request, '/documents', {
    _id: 'drafts.preview-secret-expired',
    _type: 'sanity.previewUrlSecret',
    secret: 'expired-e2e-secret',
    _updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  });
  // An edit of a published post, and a post that only exists as a draft.
  await control(request, '/documents', {
    _id: `drafts.${post._id}`,
    _type: 'post',
    title: post.draft,
    slug: { _type: 'slug', current: post.path.slice('/blog/'.length) },
    publishedAt: '2026-01-01T09:00:00Z',
    excerpt: 'An edited excerpt.',
    author: { _type: 'reference', _ref: 'author-marta-silva' },
    categories: [category('product-demos'), category('video-strategy')],
  });
  await control(request, '/documents', {
    _id: 'drafts.post-never-published',
    _type: 'post',
    title: neverPublished.title,
    slug: { _type: 'slug', current: neverPublished.slug },
    publishedAt: '2025-01-01T09:00:00Z',
    excerpt: 'Only in the Studio so far.',
    author: { _type: 'reference', _ref: 'author-marta-silva' },
    categories: [category('scripting')],
  });
});

test.afterAll(async ({ request }) => {
  await control(request, '/reset');
});

/** A browser context that entered the preview through the enable route, on `pathname`. */
async function enterPreview(browser: Browser, baseURL: string, pathname: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const response = await page.goto(enablePath(pathname));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${pathname.replace(/[/?]/g, '\\$&')}(\\?|$)`));
  return { context, page };
}

const bar = (page: Page) => page.getByRole('region', { name: 'Preview' });

test('the preview shows the draft on the post and on the list with the exit bar; a visitor sees the published post at the same moment; exit returns to it', async ({
  browser,
  baseURL,
  page: visitor,
}) => {
  const { context, page } = await enterPreview(browser, baseURL!, post.path);
  expect((await context.cookies()).some((cookie) => cookie.name === '__prerender_bypass')).toBe(true);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(post.draft);
  // Stega: invisible characters after the title map it to its field for Visual Editing, whose
  // overlays load in the preview only.
  expect((await heading.textContent())!.length).toBeGreaterThan(post.draft.length);
  await expect(page.locator('sanity-visual-editing')).toBeAttached({ timeout: 15_000 });
  await expect(bar(page)).toContainText('Preview');
  await expect(bar(page).getByRole('link', { name: /^exit/ })).toBeVisible();

  // The same moment, without the cookie: the published post, no bar.
  await visitor.goto(post.path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(post.published);
  expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe(post.published);
  await expect(bar(visitor)).toHaveCount(0);
  await visitor.waitForLoadState('networkidle');
  await expect(visitor.locator('sanity-visual-editing')).toHaveCount(0);

  await page.goto('/blog');
  const titles = page.getByRole('list', { name: 'Latest posts' }).getByRole('heading', { level: 2 });
  await expect(titles.filter({ hasText: post.draft })).toHaveCount(1);
  await expect(bar(page)).toBeVisible();
  await visitor.goto('/blog');
  await expect(
    visitor.getByRole('list', { name: 'Latest posts' }).getByRole('heading', { level: 2, name: post.published }),
  ).toHaveCount(1);

  // Exit: back on the list, published again, the draft-mode cookie gone.
  await bar(page).getByRole('link', { name: /^exit/ }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(bar(page)).toHaveCount(0);
  await expect(titles.filter({ hasText: post.published })).toHaveCount(1);
  await expect(titles.filter({ hasText: post.draft })).toHaveCount(0);
  expect((await context.cookies()).some((cookie) => cookie.name === '__prerender_bypass' && cookie.value)).toBe(false);
  await context.close();
});

test("the archive's and the categories' pages list drafts in the preview only; visitors keep the published lists", async ({
  browser,
  baseURL,
  request,
}) => {
  const cards = (page: Page) => page.getByRole('list', { name: 'Latest posts' }).getByRole('heading', { level: 2 });
  const { context, page } = await enterPreview(browser, baseURL!, '/blog/category/product-demos');
  // The edited post keeps its place in its category, with the draft's title.
  await expect(cards(page).filter({ hasText: post.draft })).toHaveCount(1);
  await expect(bar(page)).toBeVisible();
  // The head has the category's words without the marks that map them to their fields.
  const published = await (await request.get('/blog/category/product-demos')).text();
  expect(await page.title()).toBe(/<title>([^<]*)<\/title>/.exec(published)![1]!.replaceAll('&amp;', '&'));
  // 13 published posts fill /blog and two archive pages; the preview's fourteenth, dated oldest, is on page 3.
  for (const path of ['/blog/page/3', '/blog/category/scripting']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['cache-control'], path).toContain('no-store');
    await expect(cards(page).filter({ hasText: neverPublished.title }), path).toHaveCount(1);
  }
  await context.close();

  // A visitor at the same moment, and after: the published lists, nothing of the drafts cached.
  for (let visit = 0; visit < 2; visit += 1) {
    const demos = await (await request.get('/blog/category/product-demos')).text();
    expect(demos).toContain(post.published);
    expect(demos).not.toContain(post.draft);
    for (const path of ['/blog/page/3', '/blog/category/scripting']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain(neverPublished.title);
    }
  }
});

test('a draft of the home page shows in the preview only: its hero title, its testimonial and its offer; visitors keep the published page', async ({
  browser,
  baseURL,
  request,
}) => {
  const heroTitle = 'A draft hero title the marketer has not published yet';
  const quote = 'A draft quote the marketer has not published yet.';
  const headline = 'A draft offer headline';
  const home = await (await request.get(`${urls.control}/documents/homePage`)).json();
  const testimonial = await (await request.get(`${urls.control}/documents/testimonial-ledgerloop`)).json();
  const offer = await (await request.get(`${urls.control}/documents/specialOffer`)).json();
  await control(request, '/documents', { ...home, _id: 'drafts.homePage', hero: { ...home.hero, title: heroTitle } });
  await control(request, '/documents', { ...testimonial, _id: 'drafts.testimonial-ledgerloop', quote });
  await control(request, '/documents', { ...offer, _id: 'drafts.specialOffer', headline });

  const { context, page } = await enterPreview(browser, baseURL!, '/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heroTitle);
  await expect(page.getByRole('region', { name: 'Client testimonials' })).toContainText(quote);
  await expect(bar(page)).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Special Offer' }).click();
  await expect(page.getByRole('dialog')).toContainText(headline);
  await context.close();

  // A visitor at the same moment, and after: the published page, never the draft (nothing of it was cached).
  for (let visit = 0; visit < 2; visit += 1) {
    const html = await (await request.get('/')).text();
    expect(html).toContain(home.hero.title);
    expect(html).not.toContain(heroTitle);
    expect(html).not.toContain(quote);
    expect(html).not.toContain(headline);
    expect(html).not.toContain('exit preview and see the published site');
  }
});

test('a draft that was never published is reachable in the preview only', async ({
  browser,
  baseURL,
  page: visitor,
}) => {
  const path = `/blog/${neverPublished.slug}`;
  const { context, page } = await enterPreview(browser, baseURL!, path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(neverPublished.title);

  const response = await visitor.goto(path);
  expect(response?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');

  await bar(page).getByRole('link', { name: /^exit/ }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
  await context.close();
});

test('the enable route refuses bad requests with a 4xx and sets no draft-mode cookie', async ({ request }) => {
  const wrong = 'not-the-secret';
  const bad: [string, string, string?][] = [
    ['no parameters', '/api/draft-mode/enable'],
    ['no secret', `/api/draft-mode/enable?sanity-preview-pathname=${encodeURIComponent(post.path)}`],
    ['an empty secret', '/api/draft-mode/enable?sanity-preview-secret='],
    ['a wrong secret', enablePath(post.path, wrong)],
    ['an expired secret', enablePath(post.path, 'expired-e2e-secret')],
    ['a secret with spaces', enablePath(post.path, 'a%20b')],
    ['markup as the secret', enablePath(post.path, '%3Cscript%3E')],
    ['a 300-character secret', enablePath(post.path, 'x'.repeat(300))],
    ['a post id as the secret', enablePath(post.path, post._id)],
    ['a redirect to another origin', enablePath('https://evil.example/phish')],
    ['a protocol-relative redirect', enablePath('//evil.example/phish')],
    ['a backslash redirect', enablePath('/\\evil.example')],
    ['dot segments that resolve to another host', enablePath('/..//evil.example/phish')],
    ['a javascript: redirect', enablePath('javascript:alert(1)')],
    ['a data: redirect', enablePath('data:text/html,hi')],
    ['a redirect without a leading slash', enablePath('blog/x')],
    ['a header injection in the redirect', enablePath('/blog\r\nSet-Cookie: x=1')],
    ['a huge query', `${enablePath(post.path)}&sanity-preview-variant=${'v'.repeat(5000)}`],
    ['an unknown parameter', `${enablePath(post.path)}&redirect=https://evil.example`],
    ['a repeated secret', `${enablePath(post.path)}&sanity-preview-secret=${secret}`],
    ['a malformed perspective', `${enablePath(post.path).replace('perspective=drafts', 'perspective=%3Cx%3E')}`],
    ['POST', enablePath(post.path), 'POST'],
    ['PUT', enablePath(post.path), 'PUT'],
    ['DELETE', enablePath(post.path), 'DELETE'],
  ];
  expect(bad.length).toBeGreaterThanOrEqual(20);
  for (const [what, url, method = 'GET'] of bad) {
    const response = await request.fetch(url, { method, maxRedirects: 0 });
    expect(response.status(), what).toBeGreaterThanOrEqual(400);
    expect(response.status(), what).toBeLessThan(500);
    const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(cookies.map((header) => header.value).join('\n'), what).not.toContain('__prerender_bypass');
  }
});

test('the exit route returns to a page of this site only, whatever redirect it is given', async ({ request }) => {
  const exit = (redirect: string) =>
    request.get(`/api/draft-mode/disable?redirect=${encodeURIComponent(redirect)}`, { maxRedirects: 0 });
  expect((await exit(post.path)).headers()['location']).toBe(post.path);
  for (const redirect of [
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '/..//evil.example/phish',
    '/%2e%2e//evil.example',
    'javascript:alert(1)',
  ]) {
    const response = await exit(redirect);
    expect(response.status(), redirect).toBe(303);
    expect(response.headers()['location'], redirect).toBe('/blog');
  }
});

test('an editor in the preview browses the rest of the site and the Studio with nothing blocked by the policy', async ({
  browser,
  baseURL,
}) => {
  const { context } = await enterPreview(browser, baseURL!, post.path);
  // No request leaves the machine: Sanity's own API (the Studio's sign-in) is answered empty.
  await context.route(/^https:\/\/[^/]*(sanity\.io|sanity-cdn\.com)\//, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  const page = await context.newPage();
  const violations = await watchViolations(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/', '/about', '/pricing', '/blog', post.path, '/studio']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // Rendered on request for the editor, not the prerendered page.
    expect(response?.headers()['cache-control'], path).toContain('no-store');
    // One policy, no 'unsafe-inline': the page's inline scripts carry the answer's nonce.
    const policies = cspPolicies(await response!.headersArray());
    const html = await response!.text();
    expect(ownScriptsOnly(html, policies, pageScriptHashes(html)), path).toBe('by nonce');
    await page.waitForLoadState('networkidle');
    expect(violations, path).toEqual([]);
    expect(cspErrors(errors), path).toEqual([]);
  }
  await context.close();
});

test("a draft-mode cookie that is not this build's (an earlier deploy's) leaves the blog public and is cleared", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: '__prerender_bypass', value: 'left-by-an-earlier-deploy', url: baseURL! }]);
  const page = await context.newPage();
  for (const path of ['/blog', post.path]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(bar(page), path).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.published);
  // The first answer cleared it.
  expect((await context.cookies()).some((cookie) => cookie.name === '__prerender_bypass' && cookie.value)).toBe(false);
  await context.close();
});

test('after an editor previewed, visitors still get the cached pages', async ({ browser, baseURL, request }) => {
  const { context, page } = await enterPreview(browser, baseURL!, post.path);
  await page.goto('/blog');
  await page.goto('/blog/category/product-demos');
  await context.close();
  for (const path of ['/blog', '/blog/category/product-demos', post.path]) {
    await request.get(path); // the page is in the cache (regenerated at most once)
    const response = await request.get(path);
    expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
    expect(await response.text(), path).not.toContain(post.draft);
  }
});

test('axe finds no violations on a previewed post with the exit bar', async ({ browser, baseURL }) => {
  const { context, page } = await enterPreview(browser, baseURL!, post.path);
  await expect(bar(page)).toBeVisible();
  expect(await axeViolations(page, { tags: null })).toEqual([]);
  await context.close();
});

test('the HTML checker finds no error in a previewed post', async ({ browser, baseURL }) => {
  const { context } = await enterPreview(browser, baseURL!, post.path);
  // The HTML as the server sent it (the checker reads markup, not the live DOM).
  const response = await context.request.get(post.path);
  expect(await response.text()).toContain('Preview');
  const dir = mkdtempSync(join(tmpdir(), 'vnu-preview-'));
  writeFileSync(join(dir, 'preview-post.html'), await response.text());
  await context.close();
  const run = spawnSync(process.execPath, ['tests/vnu.ts', dir], { encoding: 'utf8' });
  expect(`${run.stdout}${run.stderr}`).toContain('vnu: 1 HTML files checked, 0 errors');
  expect(run.status).toBe(0);
});

/** Every file under `dir` whose name passes `keep`. */
const filesUnder = (dir: string, keep: (name: string) => boolean) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

const anyContains = (files: string[], text: string) => files.some((file) => readFileSync(file, 'utf8').includes(text));

test("the Viewer token is in no file a browser gets; only the server build's Studio carries Presentation", () => {
  const serverBrowserFiles = filesUnder(`${e2eFolders.server}/static`, (name) => /\.(js|css)$/.test(name));
  const serverPages = filesUnder(`${e2eFolders.server}/server/app`, (name) => /\.(html|rsc|meta)$/.test(name));
  const exportFiles = filesUnder(e2eFolders.export, (name) => /\.(js|html|txt)$/.test(name));
  expect(serverBrowserFiles.length).toBeGreaterThan(10);
  expect(serverPages.length).toBeGreaterThan(10);
  expect(exportFiles.length).toBeGreaterThan(10);
  // The build that had the token (the export is built without one: it has no preview).
  for (const files of [serverBrowserFiles, serverPages]) expect(anyContains(files, sanityE2e.token)).toBe(false);
  // Presentation's preview mode points at the enable route, which only the server build has.
  const enableRoute = '/api/draft-mode/enable';
  expect(anyContains(serverBrowserFiles, enableRoute)).toBe(true);
  // The export's Studio is built from the same sanity.config.ts (its desk's words are in the export's
  // files), so the route's absence there means the configuration left the tool out.
  expect(anyContains(exportFiles, 'Show the offer')).toBe(true);
  expect(anyContains(exportFiles, enableRoute)).toBe(false);
});
