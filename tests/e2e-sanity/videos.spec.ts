// A video added in the Studio reaches visitors with no deploy: a testimonial published with a media id that no
// video document has plays behind a title card and is not described; the video's document published next gives
// it its poster and its VideoObject (the video's webhook regenerates the home page).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { control, newTestimonial, sendWebhook, urls } from './helpers';

test.beforeEach(async ({ request }) => {
  expect((await control(request, '/reset')).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await control(request, '/reset');
});

async function publish(request: APIRequestContext, doc: Record<string, unknown>) {
  expect((await control(request, '/documents', doc)).ok()).toBe(true);
  const webhook = await sendWebhook(request, { _type: doc._type, _id: doc._id });
  expect(webhook.status()).toBe(200);
  return webhook.json();
}

const videoObjects = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((json) => JSON.parse(json) as Record<string, unknown>)
    .filter((doc) => doc['@type'] === 'VideoObject');

test('a new video document gives a testimonial’s video its poster and its VideoObject', async ({ page, request }) => {
  const mediaId = 't5e8g2v6qz';
  const testimonial = newTestimonial(mediaId);
  const video = {
    _id: 'video-testimonial-brightlane',
    _type: 'hostedVideo',
    title: 'Ines Duarte, Brightlane: client testimonial',
    provider: 'wistia',
    videoId: mediaId,
    description: 'Brightlane’s Ines Duarte on the launch video that filled the waiting list in a week.',
    // A file the embedded dataset already holds as an asset (public/posters/explainers.webp).
    poster: {
      _type: 'image',
      asset: { _type: 'reference', _ref: 'image-explainers-webp' },
      alt: 'Ines Duarte of Brightlane at her desk',
    },
    duration: '1:05',
    uploadDate: '2025-11-18',
  };
  const card = page.locator('[data-video-facade]').filter({
    has: page.getByRole('button', { name: 'Play video: Ines Duarte, Brightlane' }),
  });

  // Without its video document: the title card, and no VideoObject.
  await publish(request, testimonial);
  await expect
    .poll(async () => (await (await request.get(`${urls.solo}/`)).text()).includes(testimonial.quote), {
      timeout: 20_000,
    })
    .toBe(true);
  await page.goto('/');
  await expect(card).toHaveCount(1);
  await expect(card.locator('img')).toHaveCount(0);
  expect((await videoObjects(page)).map((doc) => doc.name)).not.toContain(video.title);

  // Its document published: the home page regenerates with the poster and the description.
  expect(await publish(request, video)).toMatchObject({ tags: ['videos'] });
  await expect
    .poll(async () => (await (await request.get(`${urls.solo}/`)).text()).includes(video.title), { timeout: 20_000 })
    .toBe(true);
  await page.goto('/');
  await expect(card.getByRole('img', { name: video.poster.alt })).toHaveAttribute('src', '/posters/explainers.webp');
  const described = (await videoObjects(page)).find((doc) => doc.name === video.title);
  expect(described).toMatchObject({
    description: video.description,
    duration: 'PT1M5S',
    uploadDate: '2025-11-18T00:00:00+00:00',
    embedUrl: `https://fast.wistia.com/embed/iframe/${mediaId}`,
    thumbnailUrl: expect.stringMatching(/\/posters\/explainers\.webp$/),
  });
});
