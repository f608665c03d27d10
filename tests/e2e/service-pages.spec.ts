// The three service pages: /shorts, /product-demo-videos, /video-production — their sections,
// video facades (nothing from a video host before play), links and Service JSON-LD.
import { productDemoService } from '@/content/product-demo-videos';
import { bookingHref } from '@/lib/analytics/booking';
import { videoProductionService } from '@/content/video-production';
import type { Page } from '@playwright/test';
import { withDatasetClaims } from '../fixtures/dataset-claims';
import { expect, test } from './fixtures';
import { jsonLdOfType } from './json-ld';
import {
  productDemoPage,
  productDemoSamples,
  shortSamples,
  shortsPage,
  showcaseItems,
  videoProductionPage,
} from './service-pages-content';
import { scrollThrough, videoHostRequests, wistiaEmbedRequested } from './video-hosts';

async function expectBookingLink(page: Page, label = 'Get Your Free Video Growth Plan') {
  const booking = page.getByRole('main').getByRole('link', { name: `${label} (opens in a new tab)` });
  await expect(booking).toHaveAttribute('href', bookingHref('closing', new URL(page.url()).pathname));
  await expect(booking).toHaveAttribute('target', '_blank');
  await expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
  // The page says it is a 15-minute call before the visitor leaves.
  await expect(
    page
      .getByRole('main')
      .getByText(/15-minute call/)
      .last(),
  ).toBeVisible();
}

async function expectServiceJsonLd(page: Page, service: { name: string; path: string; description: string }) {
  const [doc, ...others] = await jsonLdOfType(page, 'Service');
  expect(others).toHaveLength(0);
  expect(doc).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: `http://localhost:3000${service.path}`,
    provider: { '@type': 'Organization', name: 'Launchframe' },
  });
}

/** Presses one facade's play button and checks that exactly its player mounts. */
async function playAndExpectWistia(
  page: Page,
  external: Parameters<typeof videoHostRequests>[0],
  title: string,
  mediaId: string,
) {
  const play = page.getByRole('button', { name: `Play video: ${title}` });
  await play.click();
  await expect(page.getByRole('group', { name: `Video player: ${title}` })).toBeFocused();
  await expect.poll(() => wistiaEmbedRequested(external, mediaId)).toBe(true);
}

test.describe('/shorts', () => {
  test('stats, three vertical SHORT samples with durations, why it works, six practices, four platforms', async ({
    page,
  }) => {
    await page.goto('/shorts');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    for (const [value, label] of [
      ['15-60s', 'video length'],
      ['3-5 days', 'delivery'],
      ['10x', 'higher engagement'],
    ]) {
      await expect(main.getByRole('definition').filter({ hasText: value })).toBeVisible();
      await expect(main.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    expect(shortSamples.map((sample) => sample.duration)).toEqual(['0:30', '0:45', '0:35']);
    for (const sample of shortSamples) {
      const card = main.getByRole('article', { name: sample.title });
      await expect(card.getByText('SHORT', { exact: true })).toBeVisible();
      await expect(card.getByText(sample.duration)).toBeVisible();
      const box = await card.locator('[data-video-facade]').boundingBox();
      expect(box!.height / box!.width).toBeCloseTo(16 / 9, 1);
    }
    await expect(main.getByRole('heading', { name: 'Why Short-Form Content Works' })).toBeVisible();
    for (const title of [
      'Hook within 3 seconds',
      'Fast-paced editing',
      'Clear value proposition',
      'Strong call-to-action',
      'Platform optimization',
      'Optimal length',
    ]) {
      await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(main.getByText('15-60 seconds, with a 30-45 second sweet spot', { exact: false })).toBeVisible();
    for (const platform of shortsPage.platforms.items)
      await expect(main.getByRole('heading', { name: platform.name, exact: true })).toBeVisible();
    await expectBookingLink(page, 'Get Your Shorts Package');
  });

  test('a sample plays only when pressed', async ({ page, external }) => {
    await page.goto('/shorts');
    await scrollThrough(page);
    expect(videoHostRequests(external)).toEqual([]);
    const sample = shortSamples[1]!;
    await playAndExpectWistia(page, external, sample.title, sample.mediaId);
    for (const other of shortSamples.filter((item) => item !== sample))
      expect(wistiaEmbedRequested(external, other.mediaId)).toBe(false);
  });

  test('publishes Service JSON-LD', async ({ page }) => {
    await page.goto('/shorts');
    const [doc] = await jsonLdOfType(page, 'Service');
    expect(doc!.url).toBe('http://localhost:3000/shorts');
  });
});

test.describe('/product-demo-videos', () => {
  test("what's included, both production modes, the 14-day process, samples, pricing and booking", async ({ page }) => {
    await page.goto('/product-demo-videos');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productDemoPage.title);
    for (const [value, label] of [
      ['72 hrs', 'average delivery'],
      ['Unlimited', 'revisions'],
      ['4K', 'with colour grading'],
      ['30-day', 'performance guarantee'],
    ]) {
      await expect(main.getByRole('definition').filter({ hasText: value })).toBeVisible();
      await expect(main.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    for (const item of productDemoPage.included.items)
      await expect(main.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
    const modes = main.getByRole('region', { name: productDemoPage.modes.title });
    await expect(modes.getByRole('heading', { level: 3 })).toHaveText(
      productDemoPage.modes.items.map((mode) => mode.title),
    );
    await expect(modes).toContainText('Online recording guidance');
    await expect(modes).toContainText('Casting and hiring actors');
    const process = main.getByRole('region', { name: 'The 14-day process' });
    await expect(process.getByRole('heading', { level: 3 })).toHaveText([
      'Discovery Call',
      'Strategy & Script',
      'Production & Edit',
      'Launch & Optimize',
    ]);
    await expect(process).toContainText('Days 13-14');
    for (const sample of productDemoSamples)
      await expect(main.getByRole('button', { name: `Play video: ${sample.title}` })).toBeVisible();
    await expect(main.getByRole('link', { name: /View Pricing/ })).toHaveAttribute('href', '/pricing');
    await expectBookingLink(page);
  });

  test('samples play only when pressed; the pricing link navigates', async ({ page, external }) => {
    await page.goto('/product-demo-videos');
    await scrollThrough(page);
    expect(videoHostRequests(external)).toEqual([]);
    await playAndExpectWistia(page, external, productDemoSamples[0]!.title, productDemoSamples[0]!.mediaId);
    await page
      .getByRole('main')
      .getByRole('link', { name: /View Pricing/ })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('publishes Service JSON-LD and its metadata', async ({ page }) => {
    await page.goto('/product-demo-videos');
    await expectServiceJsonLd(page, withDatasetClaims(productDemoService));
    await expect(page).toHaveTitle('Product Demo Videos | Launchframe');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/product-demo-videos',
    );
  });
});

test.describe('/video-production', () => {
  test('hero with badge and three paragraphs, four 16:9 signature videos, why different, three steps, booking', async ({
    page,
  }) => {
    await page.goto('/video-production');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Video Production That Grows Your SaaS');
    await expect(main.getByText('Serving clients worldwide', { exact: true })).toBeVisible();
    for (const paragraph of videoProductionPage.intro) await expect(main.getByText(paragraph)).toBeVisible();
    const work = main.getByRole('region', { name: 'Our Signature Work' });
    await expect(work.getByRole('heading', { level: 3 })).toHaveText(['Webinars', 'Sport Coaches', 'Product', 'Ads']);
    for (const item of showcaseItems) {
      const card = work.getByRole('article', { name: item.title });
      await expect(card.getByText(item.subtitle)).toBeVisible();
      const box = await card.locator('[data-video-facade]').boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
    }
    for (const title of ['Cinematic Quality', 'Fast Delivery', 'Dedicated Team', 'Award Winning']) {
      await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    const steps = main.getByRole('region', { name: videoProductionPage.steps.title }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    for (const [index, [number, title]] of [
      ['01', 'Discovery'],
      ['02', 'Creation'],
      ['03', 'Delivery'],
    ].entries()) {
      await expect(steps.nth(index).locator('p').first()).toHaveText(number!);
      await expect(steps.nth(index).getByRole('heading')).toHaveText(title!);
    }
    await expectBookingLink(page);
  });

  test('signature videos play only when pressed', async ({ page, external }) => {
    await page.goto('/video-production');
    await scrollThrough(page);
    expect(videoHostRequests(external)).toEqual([]);
    const item = showcaseItems[3]!;
    await playAndExpectWistia(page, external, item.title, item.mediaId);
    expect(wistiaEmbedRequested(external, showcaseItems[0]!.mediaId)).toBe(false);
  });

  test('publishes Service JSON-LD and its metadata', async ({ page }) => {
    await page.goto('/video-production');
    await expectServiceJsonLd(page, videoProductionService);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      videoProductionService.description,
    );
  });
});
