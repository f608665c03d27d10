// The blog in both builds (the server build reads the fake content API, the export the embedded
// dataset; both hold the same posts): the list, every post page, the body's blocks and link rules,
// not-found, feed, sitemap, the preview routes without draft mode, and the export's /studio.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatPostDate } from '@/lib/blog/format';
import { serverPrerenderedPosts } from '@/lib/blog/prerender';
import { loadDataset } from '@/lib/content/dataset';
import { e2eFolders } from '../fixtures/e2e-builds.ts';
import { expect, test } from './fixtures';

const decodeHtml = (value: string) =>
  value
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

type RawPost = { _id: string; _type: string; title: string; slug?: { current: string }; publishedAt: string };
const posts = (loadDataset(readFileSync('content/dataset.ndjson', 'utf8')) as unknown as RawPost[])
  .filter((doc) => doc._type === 'post')
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const pathOf = (post: RawPost) => `/blog/${post.slug?.current ?? post._id}`;

test('/blog shows the title, subtitle and the six newest posts as cards @export', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
  await expect(page.getByText(/Insights on SaaS video production/)).toBeVisible();
  const cards = page.getByRole('list', { name: 'Latest posts' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  for (const [index, post] of posts.slice(0, 6).entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(card.getByRole('link')).toHaveAttribute('href', pathOf(post));
    await expect(card.locator('time')).toHaveAttribute('datetime', post.publishedAt);
  }
  // Long-form date, author with picture, author without picture → initials.
  await expect(cards.first().getByText(formatPostDate(posts[0]!.publishedAt))).toBeVisible();
  await expect(cards.first().getByText('Marta Silva')).toBeVisible();
  await expect(cards.nth(1).getByText('JP', { exact: true })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/blog\/feed\.xml$/,
  );
});

test('the dataset has the posts the blog is tested with', () => {
  expect(posts.length).toBeGreaterThanOrEqual(8);
});

// Every post is a page of both builds, its head in the HTML as served (no script needed): read as a crawler
// reads it, one request per post, so the list grows without adding a browser test per post.
test('every post exists and renders its head in the HTML @export', async ({ request }) => {
  for (const post of posts) {
    const response = await request.get(pathOf(post));
    expect(response.status(), pathOf(post)).toBe(200);
    const html = await response.text();
    const head = /<header[\s\S]*?<\/header>/.exec(html.slice(html.indexOf('<article')))?.[0] ?? '';
    expect(decodeHtml(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(head)?.[1]?.trim() ?? ''), pathOf(post)).toBe(post.title);
    expect(head, pathOf(post)).toMatch(/<a[^>]*href="\/about"[^>]*>[\s\S]*?Back to About<\/a>/);
    expect(head, pathOf(post)).toContain('>Author</p>');
    expect(head, pathOf(post)).toContain(`<time dateTime="${post.publishedAt}">`);
  }
});

// The server build renders the newest posts ahead and the older ones when first asked (lib/blog/prerender.ts).
test('a post the server build did not render ahead renders on its first request, with its share image, and is then cached', async ({
  request,
}) => {
  const manifest = JSON.parse(readFileSync(join(e2eFolders.server, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  const older = posts.slice(serverPrerenderedPosts);
  expect(older.length, 'the dataset has posts past the prerendered ones').toBeGreaterThan(0);
  expect(Object.keys(manifest.routes)).toContain(pathOf(posts[0]!));
  for (const post of older) {
    const paths = [pathOf(post), `/og/posts/${post.slug?.current ?? post._id}.png`];
    for (const path of paths) {
      expect(Object.keys(manifest.routes), path).not.toContain(path);
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      const again = await request.get(path);
      expect(again.status(), path).toBe(200);
      expect(again.headers()['x-nextjs-cache'], path).toBe('HIT');
    }
    const html = await (await request.get(pathOf(post))).text();
    expect(html, pathOf(post)).toContain(`<time dateTime="${post.publishedAt}">`);
  }
});

test('a post renders every block and mark, and only safe links open in a new tab', async ({ page }) => {
  await page.goto('/blog/how-long-should-a-saas-demo-video-be');
  const article = page.getByRole('article', { name: 'How long should a SaaS demo video be?' });
  await expect(article.getByRole('heading', { level: 2, name: 'Length follows placement' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 3, name: 'A simple rule of thumb' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 4, name: 'What to cut first' })).toBeVisible();
  await expect(article.locator('blockquote')).toContainText('belongs in the help centre');
  // The body's own bullet list (the categories above it are a named list).
  await expect(article.locator('ul:not([aria-label]) > li')).toHaveCount(3);
  await expect(article.locator('strong', { hasText: 'homepage hero' })).toBeVisible();
  await expect(article.locator('em', { hasText: 'pricing page' })).toBeVisible();
  await expect(article.getByRole('img', { name: 'A video player frame beside rising bar charts' })).toBeVisible();
  const link = article.getByRole('link', { name: /our ROI calculator notes/ });
  await expect(link).toHaveAttribute('href', '/pricing');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await page.goto('/blog/onboarding-videos-that-cut-churn');
  await expect(
    page.getByRole('article', { name: 'Onboarding videos that cut churn in the first week' }).locator('ol > li'),
  ).toHaveCount(3);
});

test('a post without a slug is reached by its id, and its javascript: link is plain text @export', async ({ page }) => {
  await page.goto('/blog');
  await page.goto('/blog/post-no-slug-behind-the-scenes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Behind the scenes: a 14-day production sprint');
  const article = page.getByRole('article', { name: 'Behind the scenes: a 14-day production sprint' });
  // The editor's javascript: link keeps its words as plain text.
  await expect(article.getByText(/Ask for it on your discovery call and we will send it over/)).toBeVisible();
  await expect(article.getByRole('link', { name: /Ask for it/ })).toHaveCount(0);
  await expect(article.locator('a[href^="javascript"]')).toHaveCount(0);
});

test('main images load from public/, and a main image without alt text is named by the title @export', async ({
  page,
}) => {
  await page.goto('/blog/measure-what-your-demo-video-earns');
  const image = page
    .getByRole('article', { name: 'Measure what your demo video earns' })
    .getByRole('img', { name: 'Measure what your demo video earns' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

// Without JavaScript, so what is checked is the HTML itself: the whole page is there (header,
// breadcrumb, message, back link, footer), answered 404 and not indexed. The server renders it
// for the address; the export's host serves its one page for all unknown posts, whose current
// crumb names the page (a static file cannot know the address).
test('an unknown post is a whole page in the HTML: Post Not Found, its breadcrumb and the back link, HTTP 404, noindex @export', async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('banner')).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(
    testInfo.project.name.startsWith('export') ? 'Post Not Found' : 'No Such Post',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to About' })).toHaveAttribute('href', '/about');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toContain('noindex');
  await context.close();
});

// With JavaScript the page stays as the server sent it: hydration does not swap it for another
// not-found page, and nothing is logged as an error.
test('an unknown post stays Post Not Found once scripts run, with no console error @export', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(
    testInfo.project.name.startsWith('export') ? 'Post Not Found' : 'No Such Post',
  );
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
  // The browser reports the document's own 404 status; nothing else may be logged.
  expect(consoleErrors.filter((text) => !text.includes('status of 404'))).toEqual([]);
});

test('the RSS feed lists the posts with absolute links, and the sitemap lists them with dates @export', async ({
  request,
}) => {
  const feed = await request.get('/blog/feed.xml');
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  for (const post of posts) expect(xml).toContain(`<link>http://localhost:3000${pathOf(post)}</link>`);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const post of posts) expect(sitemap).toContain(`<loc>http://localhost:3000${pathOf(post)}</loc>`);
  expect(sitemap).toContain('<lastmod>2025-06-24T09:00:00');
  expect(sitemap).not.toContain('/studio');
});

// The preview is the public pages themselves in draft mode (their tools rendered by the layout only then): without
// draft mode, no page carries them, and the former preview addresses are gone (the enable route without a
// project: tests/unit/draft-mode-routes.test.ts).
test('without draft mode no page carries the preview tools, and there are no preview routes', async ({ request }) => {
  for (const path of ['/blog', '/'])
    expect(await (await request.get(path)).text()).not.toContain('exit preview and see the published site');
  expect((await request.get('/preview/blog', { failOnStatusCode: false })).status()).toBe(404);
});

test('/studio explains how to connect a Sanity project and is not indexed @export-only', async ({ page }) => {
  await page.goto('/studio');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect a Sanity project to edit the site' }),
  ).toBeVisible();
  await expect(page.getByText(/NEXT_PUBLIC_SANITY_PROJECT_ID/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
