// A post's own SEO, published in Sanity: its page's head shows the post's SEO title (with the site's name after it,
// as the pages' do), its SEO description and share image; once "Hide from search engines" is on, it asks search
// engines to leave it out and leaves the sitemap. The post's page itself keeps its title. Each field left empty:
// lib/blog/seo.ts's unit test.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { control, newPost, sendWebhook, urls } from './helpers';

const post = newPost('post-with-its-own-seo', 'A post with its own SEO');
const path = `/blog/${post.slug.current}`;
const seo = {
  _type: 'seo',
  title: 'Own SEO title for the post',
  description: 'The post’s own description in search results, not its excerpt.',
};
/** A share image as Sanity stores one, on its CDN. */
const asset = {
  _id: 'image-post-share-1200x630-png',
  _type: 'sanity.imageAsset',
  url: 'https://cdn.sanity.io/images/e2eproject/production/post-share-1200x630.png',
  metadata: { _type: 'sanity.imageMetadata', dimensions: { width: 1200, height: 630 } },
};
const image = { _type: 'image', asset: { _type: 'reference', _ref: asset._id }, alt: 'The post’s share card' };

test.beforeAll(async ({ request }) => {
  expect((await control(request, '/reset')).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.delete(`${urls.control}/documents/${post._id}`);
  await request.delete(`${urls.control}/documents/${asset._id}`);
  await sendWebhook(request, { _type: 'post', _id: post._id, slug: null, previousSlug: post.slug.current });
});

/** Whether the sitemap lists the post, once it has caught up with a publish (polled: the webhook regenerates it). */
async function expectInSitemap(request: APIRequestContext, listed: boolean) {
  await expect
    .poll(async () => (await (await request.get('/sitemap.xml')).text()).includes(`/blog/${post.slug.current}</loc>`), {
      timeout: 20_000,
      intervals: [250, 500, 1000],
    })
    .toBe(listed);
}

/** Publishes the post as it is now, and waits for its page's head to pass `check` (the webhook regenerates it). */
async function publish(request: APIRequestContext, doc: Record<string, unknown>, check: (html: string) => boolean) {
  expect((await control(request, '/documents', doc)).ok()).toBe(true);
  expect((await sendWebhook(request, { _type: 'post', _id: post._id, slug: post.slug.current })).status()).toBe(200);
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        return response.status() === 200 && check(await response.text());
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

test('a post’s SEO title is its <title>, its SEO description and share image its head’s; noindex hides it', async ({
  page,
  request,
}) => {
  expect((await control(request, '/documents', asset)).ok()).toBe(true);
  await publish(request, { ...post, seo: { ...seo, image } }, (html) => html.includes(seo.title));

  await page.goto(path);
  await expect(page).toHaveTitle(`${seo.title} | Launchframe`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${seo.title} | Launchframe`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', asset.url);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', asset.url);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  // Visitors still read the post's own title and lead.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.getByText(post.excerpt)).toBeVisible();
  await expectInSitemap(request, true);

  await publish(request, { ...post, seo: { ...seo, noIndex: true } }, (html) => html.includes('noindex'));
  await page.goto(path);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
  // Kept from search engines, it leaves the sitemap too, as a landing page does.
  await expectInSitemap(request, false);
  // Without its share image, the post's generated card again.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/og/posts/${post.slug.current}\\.png$`),
  );
});
