// No answer of the content service replaces a good page. The fake query API plays each fault —
// a 500, a hang, a truncated 200, a 20 MB answer, refused connections, a published post broken
// field by field, characters XML forbids — against the Sanity-mode build on one instance, for a
// post cached before the fault and one that was not: the status, the last good content, and the
// recovery once the service and the webhook are back.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { parseXmlStrictly } from '../fixtures/strict-xml';
import { expect, test } from './fixtures';
import { control, fakeDocument, fakeStats, logFromNow, newPost, residentMb, sendWebhook } from './helpers';

type Cached = { _id: string; slug: string; path: string; title: string };
const cachedPost = (_id: string, slug: string, title: string): Cached => ({ _id, slug, path: `/blog/${slug}`, title });
const eventOf = (post: Cached) => ({ _type: 'post', _id: post._id, slug: post.slug });

/** A post prerendered by the build: Next holds its page before any fault. */
const cached = cachedPost(
  'post-demo-video-length',
  'how-long-should-a-saas-demo-video-be',
  'How long should a SaaS demo video be?',
);
const cachedEvent = eventOf(cached);

/** One prerendered post per broken field, so that each test starts from a page no other test changed. */
const brokenIn = {
  title: cachedPost(
    'post-explainer-vs-demo',
    'explainer-or-product-demo',
    'Explainer or product demo? Pick by buyer stage',
  ),
  slug: cachedPost(
    'post-onboarding-videos',
    'onboarding-videos-that-cut-churn',
    'Onboarding videos that cut churn in the first week',
  ),
  body: cachedPost(
    'post-short-form-for-b2b',
    'short-form-video-for-b2b-saas',
    'Short-form video for B2B SaaS: what actually works',
  ),
  publishedAt: cachedPost(
    'post-webinar-repurposing',
    'repurpose-one-webinar-into-twenty-clips',
    'Repurpose one webinar into twenty clips',
  ),
  excerpt: cachedPost(
    'post-script-first',
    'write-the-script-before-you-record',
    'Write the script before you record the screen',
  ),
} as const;

test.beforeEach(async ({ request }) => {
  expect((await control(request, '/reset')).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await control(request, '/reset');
});

/** A page without JavaScript: what a crawler or a visitor with scripts off gets. */
async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The 503 page: header, the notice, a way back to the blog; nothing cached. */
async function expectUnavailable(page: Page, path: string) {
  const started = Date.now();
  const response = await page.goto(path);
  const waited = Date.now() - started;
  expect(response?.status(), path).toBe(503);
  const headers = response!.headers();
  expect(headers['retry-after']).toBe('30');
  expect(headers['cache-control']).toBe('no-store');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is temporarily unavailable');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  // One time budget per render (3 s), not a timeout per query and retry.
  expect(waited, `${path} answered after ${waited} ms`).toBeLessThan(6_000);
}

/** The title a post's page shows now (the last good version a fault must not replace). */
async function shownTitle(request: APIRequestContext, post: Cached) {
  const response = await request.get(post.path);
  expect(response.status(), post.path).toBe(200);
  return decodeHtml(/<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1] ?? '');
}

const decodeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" })[entity]!,
  );

/** The titles of the cards on /blog, in order (read from its HTML: quicker than a browser). */
/** The titles the blog lists: /blog's grid, then each archive page it links (older posts), in order. */
async function listedTitles(request: APIRequestContext) {
  const titlesOf = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const list = /<ul aria-label="Latest posts"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const titles = [...list.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
      decodeHtml(match[1]!.replace(/<[^>]*>/g, '')),
    );
    return { html, titles };
  };
  const first = await titlesOf('/blog');
  const pages = [...new Set([...first.html.matchAll(/href="(\/blog\/page\/\d+)"/g)].map((match) => match[1]!))];
  const later = await Promise.all(pages.map(async (path) => (await titlesOf(path)).titles));
  return [...first.titles, ...later.flat()];
}

/**
 * The post's page still shows `title` and the lists their posts; the feed and the sitemap answer
 * and parse strictly. With `listedAs`, the post is still in the list (under that title), the feed
 * and the sitemap.
 */
async function expectLastGoodPages(
  request: APIRequestContext,
  post: Cached,
  title: string,
  listedAs: string | null = title,
) {
  expect(await shownTitle(request, post)).toBe(title);
  const titles = await listedTitles(request);
  // /blog's six, then the archive's older posts.
  expect(titles.length).toBeGreaterThan(6);
  const listed = listedAs !== null;
  if (listed) expect(titles).toContain(listedAs);
  for (const path of ['/blog/feed.xml', '/sitemap.xml']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const xml = parseXmlStrictly(await response.text());
    if (listed) expect([...(xml.get('link') ?? []), ...(xml.get('loc') ?? [])].join(' ')).toContain(post.path);
  }
}

/** Requests a page so that Next holds it (prerendered pages are held already). */
async function render(request: APIRequestContext, ...paths: string[]) {
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
}

/** Waits until the regenerations the last visits started have read what they read: no query for 750 ms. */
async function quiet(request: APIRequestContext) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = (await fakeStats(request)).queries;
        const still = now === last;
        last = now;
        return still;
      },
      { timeout: 20_000, intervals: [750] },
    )
    .toBe(true);
}

/** Waits until the fake has answered `count` more queries (the regenerations a webhook started). */
async function queriesAnswered(request: APIRequestContext, since: number, count: number) {
  await expect
    .poll(async () => (await fakeStats(request)).queries - since, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
}

/** The newest post on /blog, once the list has regenerated. */
async function expectNewestOnBlog(request: APIRequestContext, title: string) {
  await expect
    .poll(async () => (await listedTitles(request))[0], { timeout: 20_000, intervals: [250, 500, 1000] })
    .toBe(title);
}

// One fault of each way a read can fail here: an answer (500), none in time (hang), too much (oversize, which also
// checks memory), no connection (refuse). A garbled answer is a fault like a 500 from the content layer on
// (tests/unit/content-query-api.test.ts tells them apart); the page's behaviour is the same.
for (const mode of ['500', 'hang', 'oversize', 'refuse'] as const) {
  test(`the content API fails (${mode}): cached pages keep their content, a post not cached yet answers 503, and both recover`, async ({
    browser,
    page,
    request,
  }) => {
    await render(request, '/blog', '/blog/feed.xml', '/sitemap.xml');
    const lastGood = await shownTitle(request, cached);
    // A page an earlier test's publish left stale regenerates in the background after its visit: its reads
    // must not take the one answer the fault below leaves for the webhook's check.
    await quiet(request);
    const fresh = newPost(`fresh-during-${mode}`, `Fresh during ${mode}`);
    expect((await control(request, '/documents', fresh)).ok()).toBe(true);
    const freshPath = `/blog/${fresh.slug.current}`;

    // The fault meets a regeneration: the webhook's probe is answered, the regeneration it starts
    // is not. Next discards the failed regeneration and keeps the pages.
    expect((await control(request, '/mode', { mode, after: 1 })).ok()).toBe(true);
    const before = (await fakeStats(request)).queries;
    const log = logFromNow('solo');
    expect((await sendWebhook(request, cachedEvent)).status()).toBe(200);
    // A refused connection never reaches the fake, which cannot count it: the server logs it.
    if (mode === 'refuse') await expect.poll(log, { timeout: 20_000 }).toContain('ECONNREFUSED');
    else await queriesAnswered(request, before, 2);
    await expectLastGoodPages(request, cached, lastGood);

    // During the outage a publish is refused (Sanity retries it) and nothing expires.
    expect((await sendWebhook(request, cachedEvent)).status()).toBe(503);
    await expectLastGoodPages(request, cached, lastGood);

    // A post with no page yet, and an address with no post: nothing to fall back on.
    const memoryBefore = residentMb('solo');
    await withoutScripts(browser, async (bare) => {
      await expectUnavailable(bare, freshPath);
      await expectUnavailable(bare, `/blog/no-such-post-during-${mode}`);
      if (mode === 'oversize') for (let answer = 0; answer < 4; answer += 1) await expectUnavailable(bare, freshPath);
    });
    if (mode === 'oversize') {
      // Each 20 MB answer is dropped after 2 MiB: memory stays where it was.
      const grown = residentMb('solo') - memoryBefore;
      console.log(
        `oversize: server memory ${memoryBefore.toFixed(0)} MB -> +${grown.toFixed(0)} MB after 6 answers of 20 MB`,
      );
      expect(grown).toBeLessThan(60);
    }

    // The service is back: each address answers its real status, and the webhook publishes.
    expect((await control(request, '/mode', { mode: 'ok' })).ok()).toBe(true);
    const recovered = await page.goto(freshPath);
    expect(recovered?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh.title);
    expect((await request.get(`/blog/no-such-post-during-${mode}`)).status()).toBe(404);
    expect((await sendWebhook(request, { _type: 'post', _id: fresh._id, slug: fresh.slug.current })).status()).toBe(
      200,
    );
    await expectNewestOnBlog(request, fresh.title);
  });
}

// A field the page shows (title) and the one its address is (slug). Which other fields fail the schema is the unit
// tests' (tests/unit/blog-queries.test.ts): past the parse, every broken post takes this same path.
for (const field of ['title', 'slug'] as const) {
  test(`a published post whose ${field} breaks keeps its last good page; one never shown answers 503; fixed, both are back`, async ({
    browser,
    page,
    request,
  }) => {
    const post = brokenIn[field];
    await render(request, '/blog');
    const lastGood = await shownTitle(request, post);
    const fresh = newPost(`broken-${field}`, `Broken ${field}`);
    expect((await control(request, '/documents', fresh)).ok()).toBe(true);

    // An edit of the post that also breaks a field, and its webhook as Sanity sends it.
    const edited = { ...(await fakeDocument(request, post._id)), title: `${post.title} (edited)` };
    expect((await control(request, '/documents', edited)).ok()).toBe(true);
    expect((await control(request, '/mode', { mode: 'corrupt', id: post._id, field })).ok()).toBe(true);
    const before = (await fakeStats(request)).queries;
    const webhook = await sendWebhook(request, { ...eventOf(post), slug: field === 'slug' ? 42 : post.slug });
    if (field === 'slug') {
      // A slug that is not text is not a post event: nothing is revalidated.
      expect(webhook.status()).toBe(400);
    } else {
      expect(webhook.status()).toBe(200);
      await queriesAnswered(request, before, 3);
    }
    // The post's page keeps its last good version. The list leaves the broken post out (the next
    // post takes its place), unless the broken field is one the list does not read (the body: the
    // card shows the edit), or nothing was revalidated (the slug).
    const listedAs = { slug: lastGood, body: edited.title as string }[field as string] ?? null;
    // The webhook answers first; the list regenerates after it, in the background.
    await expect
      .poll(() => listedTitles(request), { timeout: 20_000, intervals: [250, 500, 1000] })
      .toEqual(listedAs === null ? expect.not.arrayContaining([lastGood]) : expect.arrayContaining([listedAs]));
    await expectLastGoodPages(request, post, lastGood, listedAs);
    if (listedAs === null) expect(await listedTitles(request)).not.toContain(edited.title);

    // The same break in a post that has no page yet: a fault, not an absent post.
    expect((await control(request, '/mode', { mode: 'corrupt', id: fresh._id, field })).ok()).toBe(true);
    // The site knows its address once its list of addresses is renewed: by the hourly revalidation, or
    // any publish (here the broken slug's own webhook was refused).
    if (field === 'slug') expect((await sendWebhook(request, cachedEvent)).status()).toBe(200);
    await withoutScripts(browser, (bare) => expectUnavailable(bare, `/blog/${fresh.slug.current}`));

    // Fixed: the next webhook shows the edit, and the new post answers.
    expect((await control(request, '/mode', { mode: 'ok' })).ok()).toBe(true);
    expect((await sendWebhook(request, eventOf(post))).status()).toBe(200);
    await expect
      .poll(() => shownTitle(request, post), { timeout: 20_000, intervals: [250, 500, 1000] })
      .toBe(edited.title);
    const recovered = await page.goto(`/blog/${fresh.slug.current}`);
    expect(recovered?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh.title);
  });
}

test('characters XML forbids in titles, excerpts and author names: the feed and the sitemap stay well-formed', async ({
  request,
}) => {
  const post = cachedPost(
    'post-measure-video',
    'measure-what-your-demo-video-earns',
    'Measure what your demo video earns',
  );
  await render(request, '/blog/feed.xml', '/sitemap.xml');
  expect((await control(request, '/mode', { mode: 'control' })).ok()).toBe(true);
  expect((await sendWebhook(request, eventOf(post))).status()).toBe(200);
  // The feed regenerates with the edited texts, their forbidden characters removed.
  await expect
    .poll(async () => parseXmlStrictly(await (await request.get('/blog/feed.xml')).text()).get('title'), {
      timeout: 20_000,
    })
    .toContain(`${post.title} (edited)`);
  const feed = parseXmlStrictly(await (await request.get('/blog/feed.xml')).text());
  expect(feed.get('dc:creator')).toContain('Marta Silva (edited)');
  expect(feed.get('description')!.some((text) => text.endsWith('(edited)'))).toBe(true);
  const sitemap = parseXmlStrictly(await (await request.get('/sitemap.xml')).text());
  expect(sitemap.get('loc')!.join(' ')).toContain(post.path);
  // The post's page shows the edit too.
  await expect.poll(() => shownTitle(request, post), { timeout: 20_000 }).toContain('(edited)');
});
