// The blog on the Sanity-backed server build, against the local fake of Sanity's query API:
// pages render from the API, a signed publish webhook shows new content once regenerated, and
// no content-service failure replaces a good page or answers a visitor with a 5xx.
import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { sanityE2eEnv } from '../fixtures/sanity-e2e-env';
import { expect, test } from '../e2e/fixtures';

const control = (request: APIRequestContext, path: string, data?: unknown) =>
  request.post(`${sanityE2eEnv.controlUrl}${path}`, { data: data ?? {} });

async function sendWebhook(request: APIRequestContext, event: Record<string, unknown>) {
  const body = JSON.stringify(event);
  const timestamp = Date.now();
  const digest = createHmac('sha256', sanityE2eEnv.secret).update(`${timestamp}.${body}`).digest('base64url');
  return request.post('/api/revalidate', {
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${timestamp},v1=${digest}` },
    data: body,
    timeout: 60_000,
  });
}

const firstPost = {
  path: '/blog/how-long-should-a-saas-demo-video-be',
  title: 'How long should a SaaS demo video be?',
};
const otherPost = {
  path: '/blog/onboarding-videos-that-cut-churn',
  title: 'Onboarding videos that cut churn in the first week',
};

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
  await expect(page.getByText('João Pedro Almeida')).toBeVisible();
  await expect(page.getByText('JP', { exact: true })).toBeVisible();
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

for (const mode of ['500', 'hang', 'truncated', 'refuse'] as const) {
  test(`while the content API fails (${mode}), rendered blog pages keep their content and nothing answers 5xx`, async ({
    page,
    request,
  }) => {
    const pages = [
      { path: '/blog', heading: 'Our Blog' },
      { path: firstPost.path, heading: firstPost.title },
      { path: otherPost.path, heading: otherPost.title },
    ];
    // Make sure each page is rendered (cached) while the API answers.
    for (const { path } of pages) expect((await request.get(path)).status()).toBe(200);

    expect((await control(request, '/mode', { mode })).ok()).toBe(true);

    // A publish event during the outage: refused with 503 (Sanity retries), nothing expired.
    const webhook = await sendWebhook(request, {
      _type: 'post',
      _id: 'post-demo-video-length',
      slug: 'how-long-should-a-saas-demo-video-be',
    });
    expect(webhook.status()).toBe(503);

    for (const { path, heading } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (path === '/blog')
        await expect(page.getByRole('list', { name: 'Latest posts' }).getByRole('listitem')).toHaveCount(6);
    }
  });

  test(`when the content API starts failing (${mode}) during a regeneration, Next keeps the last good pages`, async ({
    page,
    request,
  }) => {
    for (const path of ['/blog', firstPost.path]) expect((await request.get(path)).status()).toBe(200);
    // The webhook's probe query succeeds, then the API fails: the regeneration the webhook
    // starts after answering meets the failure.
    expect((await control(request, '/mode', { mode, after: 1 })).ok()).toBe(true);
    const webhook = await sendWebhook(request, {
      _type: 'post',
      _id: 'post-demo-video-length',
      slug: 'how-long-should-a-saas-demo-video-be',
    });
    expect(webhook.status()).toBe(200);
    // Let that regeneration fail (a hang fails by the client's timeout: 2 × 5 s).
    await expect
      .poll(async () => (await (await request.get(`${sanityE2eEnv.controlUrl}/stats`)).json()).mode)
      .toBe(mode);
    await page.waitForTimeout(mode === 'hang' ? 14_000 : 3_000);

    for (const { path, heading } of [
      { path: '/blog', heading: 'Our Blog' },
      { path: firstPost.path, heading: firstPost.title },
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (path === '/blog')
        await expect(page.getByRole('list', { name: 'Latest posts' }).getByRole('listitem')).toHaveCount(6);
    }
  });
}
