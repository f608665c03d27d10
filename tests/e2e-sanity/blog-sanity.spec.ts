// The blog on the Sanity-backed server build, against the local fake of Sanity's query API:
// pages render from the API and a signed publish webhook shows new content once regenerated, also
// when the webhook reaches the instance through nginx terminating TLS.
// What a failing content service does is in content-faults.spec.ts.
import { startNginx } from '../../scripts/serve/nginx';
import { freePorts } from '../fixtures/sanity-stack';
import { expect, test } from './fixtures';
import { control, fakeDocument, logFromNow, newPost as postDocument, sendWebhook, urls } from './helpers';

const firstPost = {
  path: '/blog/feature-launch-video-playbook',
  title: 'Feature launch videos: a playbook from brief to launch day',
};
const otherPost = {
  path: '/blog/onboarding-videos-that-cut-churn',
  title: 'Onboarding videos that cut churn in the first week',
};

// The fake's dataset as built, whichever of this worker's files ran before.
test.beforeAll(async ({ request }) => {
  expect((await control(request, '/reset')).ok()).toBe(true);
});

test.beforeEach(async ({ request }) => {
  expect((await control(request, '/mode', { mode: 'ok' })).ok()).toBe(true);
});

test('the list and a post render from the content API', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Latest posts' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(firstPost.title);

  await page.goto(otherPost.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherPost.title);
  const head = page.getByRole('article', { name: otherPost.title }).locator('header');
  await expect(head.getByText('João Pedro Almeida')).toBeVisible();
  await expect(head.getByText('JP', { exact: true })).toBeVisible();
});

test('a signed webhook after a content change shows the new post as soon as the page has regenerated', async ({
  page,
  request,
}) => {
  const newPost = {
    _id: 'post-e2e-fresh',
    _type: 'post',
    title: 'Fresh from the webhook',
    slug: { _type: 'slug', current: 'fresh-from-the-webhook' },
    publishedAt: new Date().toISOString(),
    excerpt: 'Published after the build.',
    author: { _type: 'reference', _ref: 'author-marta-silva' },
    body: [
      {
        _type: 'block',
        _key: 'b1',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 's1', text: 'Hello from the fake.', marks: [] }],
      },
    ],
  };
  expect((await control(request, '/documents', newPost)).ok()).toBe(true);

  // Before the webhook the cached page still shows the old list.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 2, name: newPost.title })).toHaveCount(0);

  const response = await sendWebhook(request, { _type: 'post', _id: newPost._id, slug: newPost.slug.current });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    revalidated: true,
    tags: ['blog:posts', 'blog:post:fresh-from-the-webhook'],
  });

  // The webhook starts the regeneration right after answering (stale-while-revalidate: a
  // request that arrives before it finishes still gets the last good page, never an error).
  const cards = page.getByRole('list', { name: 'Latest posts' }).getByRole('listitem');
  await expect
    .poll(
      async () => {
        const response = await page.goto('/blog');
        expect(response?.status()).toBe(200);
        return cards.first().getByRole('heading', { level: 2 }).textContent();
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(newPost.title);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/fresh-from-the-webhook$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newPost.title);
  await expect(page.getByText('Hello from the fake.')).toBeVisible();
});

test('an unsigned webhook is refused and changes nothing', async ({ request }) => {
  const response = await request.post('/api/revalidate', { data: { _type: 'post', _id: 'x', slug: 'x' } });
  expect(response.status()).toBe(401);
});

test('through nginx terminating TLS, the webhook regenerates the pages on the instance itself', async ({ request }) => {
  // The public origin is https on nginx's port: the warm-up must not go there (the instance serves plain HTTP).
  const [port] = freePorts(1) as [number];
  const nginx = await startNginx({ port, proxy: urls.solo, tls: true, errorLog: 'test-results/servers/nginx-tls.log' });
  const fresh = postDocument('published-through-tls', 'Published through TLS');
  try {
    expect((await control(request, '/documents', fresh)).ok()).toBe(true);
    const log = logFromNow('solo');
    const response = await sendWebhook(
      request,
      { _type: 'post', _id: fresh._id, slug: fresh.slug.current },
      nginx.url,
      { ignoreHTTPSErrors: true },
    );
    expect(response.status()).toBe(200);
    await expect
      .poll(log, { timeout: 20_000 })
      .toMatch(/webhook: (regenerated|regeneration failed)[^\n]*\/blog\/published-through-tls/);
    expect(log()).not.toContain('regeneration failed');
    // Regenerated before any visitor asked: the first visit is served from the cache, already new.
    const page = await request.get(`${urls.solo}/blog/${fresh.slug.current}`);
    expect(page.status()).toBe(200);
    expect(page.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await page.text()).toContain(fresh.title);
  } finally {
    await nginx.stop();
    await request.delete(`${urls.control}/documents/${fresh._id}`);
    await sendWebhook(request, { _type: 'post', _id: fresh._id, slug: null, previousSlug: fresh.slug.current });
  }
});

test('a scheduled post is absent before its time, everywhere, and appears after it without a webhook', async ({
  page,
  request,
}) => {
  // Published (its webhook sent) with a time 15 s ahead: the service's clock decides what is live, and the
  // site's cached reads end when that time comes.
  const liveAt = Date.now() + 15_000;
  const scheduled = postDocument('scheduled-for-later', 'Scheduled for later', new Date(liveAt).toISOString());
  const path = `/blog/${scheduled.slug.current}`;
  const cards = page.getByRole('list', { name: 'Latest posts' }).getByRole('listitem');
  try {
    expect((await control(request, '/documents', scheduled)).ok()).toBe(true);
    expect(
      (await sendWebhook(request, { _type: 'post', _id: scheduled._id, slug: scheduled.slug.current })).status(),
    ).toBe(200);
    await page.goto('/blog');
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole('heading', { level: 2, name: scheduled.title })).toHaveCount(0);
    expect((await request.get(path)).status()).toBe(404);
    expect(await (await request.get('/blog/feed.xml')).text()).not.toContain(scheduled.title);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(path);
    expect(Date.now(), 'the checks before its time took too long to mean anything').toBeLessThan(liveAt);

    // After its time: listed first, served, in the feed and the sitemap (the first visit after its time
    // regenerates the page; the one after shows it).
    await page.waitForTimeout(Math.max(0, liveAt - Date.now()) + 500);
    await expect
      .poll(
        async () => {
          await page.goto('/blog');
          return cards.first().getByRole('heading', { level: 2 }).textContent();
        },
        { timeout: 20_000, intervals: [500, 1000] },
      )
      .toBe(scheduled.title);
    expect((await request.get(path)).status()).toBe(200);
    await expect
      .poll(async () => (await request.get('/blog/feed.xml')).text(), { timeout: 10_000 })
      .toContain(scheduled.title);
    await expect.poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 10_000 }).toContain(path);
  } finally {
    await request.delete(`${urls.control}/documents/${scheduled._id}`);
    await sendWebhook(request, { _type: 'post', _id: scheduled._id, slug: null, previousSlug: scheduled.slug.current });
  }
});

test('a new category appears on /blog, on its own page and on its post after its webhook', async ({
  page,
  request,
}) => {
  const category = {
    _id: 'category-e2e-webinars',
    _type: 'category',
    title: 'Webinars',
    slug: { _type: 'slug', current: 'webinars' },
    description: 'Turning one webinar into a month of clips.',
  };
  const postId = 'post-webinar-repurposing';
  const original = await fakeDocument(request, postId);
  const categories = (original.categories as unknown[]) ?? [];
  try {
    // Earlier publishes left the lists to be read again: a visit now reads them before the category exists.
    expect((await request.get('/blog/category/webinars')).status()).toBe(404);
    expect((await control(request, '/documents', category)).ok()).toBe(true);
    const edited = {
      ...original,
      categories: [...categories.slice(0, 2), { _type: 'reference', _ref: category._id, _key: 'e2e' }],
    };
    expect((await control(request, '/documents', edited)).ok()).toBe(true);
    // Before the webhook: the cached pages do not know it.
    expect((await request.get('/blog/category/webinars')).status()).toBe(404);

    const response = await sendWebhook(request, { _type: 'category', _id: category._id, slug: 'webinars' });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: true, tags: ['blog:posts', 'blog:categories'] });

    await expect
      .poll(async () => (await request.get('/blog/category/webinars')).status(), { timeout: 20_000 })
      .toBe(200);
    await page.goto('/blog/category/webinars');
    await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible();
    await expect(page.getByText(category.description)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Latest posts' }).getByRole('heading', { level: 2 })).toHaveText([
      original.title as string,
    ]);
    await expect
      .poll(
        async () => {
          await page.goto('/blog');
          return page.getByRole('list', { name: 'Browse by topic' }).getByRole('link', { name: 'Webinars' }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    // The post's page was cached with its categories: the category's publish renews it too.
    const chip = page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Webinars' });
    await expect
      .poll(
        async () => {
          await page.goto('/blog/repurpose-one-webinar-into-twenty-clips');
          return chip.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect(chip).toHaveAttribute('href', '/blog/category/webinars');
  } finally {
    await control(request, '/documents', original);
    await request.delete(`${urls.control}/documents/${category._id}`);
    await sendWebhook(request, { _type: 'category', _id: category._id, slug: null, previousSlug: 'webinars' });
  }
});
