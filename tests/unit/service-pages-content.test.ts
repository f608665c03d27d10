// The service pages' documents (/shorts, /product-demo-videos, /video-production), from the embedded dataset through
// the site's own queries and schemas: today's words, numbers and videos where a visitor or a search engine would
// notice; each page's SEO defaults where a field is empty; the pages as rendered, a missing document and a broken one.
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentUnavailable, contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { ProductDemoVideosPage, productDemoVideosMetadata } from '@/components/services/product-demo-videos-page';
import { ShortsPage, shortsMetadata } from '@/components/services/shorts-page';
import { VideoProductionPage, videoProductionMetadata } from '@/components/services/video-production-page';
import { productDemoSeo, productDemoService } from '@/content/product-demo-videos';
import { shortsSeo, shortsService } from '@/content/shorts';
import { videoProductionSeo, videoProductionService } from '@/content/video-production';
import { loadDataset, type Doc } from '@/lib/content/dataset';
import { isContentFault } from '@/lib/content/faults';
import { parseDocument } from '@/lib/content/parse';
import { siteSettingsQuery } from '@/lib/marketing/queries';
import { siteSettingsSchema } from '@/lib/marketing/schemas';
import { withPageSeo } from '@/lib/marketing/seo';
import { servicePageIds } from '@/lib/marketing/service-pages/limits';
import {
  productDemoVideosPageSchema,
  shortsPageSchema,
  videoProductionPageSchema,
} from '@/lib/marketing/service-pages/schemas';
import { embedUrlOf } from '@/lib/video-object';
import { productDemoVideosPageQuery } from '@/sanity/schema-types/product-demo-videos-page';
import { shortsPageQuery } from '@/sanity/schema-types/shorts-page';
import { videoProductionPageQuery } from '@/sanity/schema-types/video-production-page';
import { datasetVideo } from '../fixtures/video-library';
import { withDatasetClaims } from '../fixtures/dataset-claims';

const datasetFiles = ['content/dataset.ndjson'];
const dataset = loadDataset(datasetFiles.map((file) => readFileSync(file, 'utf8')).join('\n'));

// The pages read the embedded dataset, uncached; a test may swap in an edited copy.
const source = vi.hoisted(() => ({ docs: [] as unknown[] }));
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));
vi.mock('@/lib/content/local-source', async () => (await import('../fixtures/local-source')).queryOver(source));
beforeEach(() => {
  source.docs = dataset;
});

const run = async (query: string, docs: unknown[] = dataset) => (await evaluate(parse(query), { dataset: docs })).get();
const quiet = () => {};

const pages = {
  shortsPage: { query: shortsPageQuery, schema: shortsPageSchema },
  productDemoVideosPage: { query: productDemoVideosPageQuery, schema: productDemoVideosPageSchema },
  videoProductionPage: { query: videoProductionPageQuery, schema: videoProductionPageSchema },
};
type Kind = keyof typeof pages;

/** As the page reads it: the claims' placeholders filled from the settings. */
const read = async <K extends Kind>(kind: K, docs?: unknown[]) =>
  withDatasetClaims(
    parseDocument(pages[kind].schema, await run(pages[kind].query, docs), quiet) as ReturnType<
      (typeof pages)[K]['schema']['parse']
    >,
  );

const shorts = await read('shortsPage');
const demos = await read('productDemoVideosPage');
const production = await read('videoProductionPage');

const stored = (kind: Kind) => dataset.find((doc) => doc._id === servicePageIds[kind])!;
/** The dataset with one document replaced by `change` of its stored form. */
const withDoc = (kind: Kind, change: (doc: Doc) => Doc | null) =>
  dataset.flatMap((doc) => {
    if (doc._id !== servicePageIds[kind]) return [doc];
    const changed = change(structuredClone(doc));
    return changed ? [changed] : [];
  });

describe('the documents', () => {
  it.each(Object.keys(pages) as Kind[])('%s: one, at its fixed id, of its own type, read by its query', (kind) => {
    expect(dataset.filter((doc) => doc._type === kind).map((doc) => doc._id)).toEqual([servicePageIds[kind]]);
  });

  it.each(Object.keys(pages) as Kind[])('%s: every object in a list has a _key', (kind) => {
    const missing: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value))
        value.forEach((item, index) => {
          if (item && typeof item === 'object' && !('_key' in item)) missing.push(`${path}.${index}`);
          walk(item, `${path}.${index}`);
        });
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    };
    walk(stored(kind), kind);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(pages) as Kind[])('%s: as stored, parses to what its query reads', async (kind) => {
    expect(withDatasetClaims(pages[kind].schema.parse(stored(kind)))).toEqual(await read(kind));
  });
});

describe('/shorts', () => {
  it('keeps its hero, headline numbers and closing call', () => {
    expect([shorts.badge, shorts.title]).toEqual(['Short-Form Videos', 'Short-form videos that stop the scroll']);
    expect(shorts.stats).toEqual([
      { value: '15-60s', label: 'video length' },
      { value: '3-5 days', label: 'delivery' },
      { value: '10x', label: 'higher engagement' },
    ]);
    expect(shorts.cta).toMatchObject({ title: 'Ready for a month of shorts?', label: 'Get Your Shorts Package' });
  });

  it('shows three SHORT samples with their running times, ids and videos', () => {
    expect(shorts.samples.badge).toBe('SHORT');
    expect(shorts.samples.items.map(({ id, duration, mediaId }) => ({ id, duration, mediaId }))).toEqual([
      { id: 'short-onboarding', duration: '0:30', mediaId: 'h1o2r3t4s5' },
      { id: 'short-feature', duration: '0:45', mediaId: 'h2o3r4t5s6' },
      { id: 'short-founder', duration: '0:35', mediaId: 'h3o4r5t6s7' },
    ]);
  });

  it('keeps why it works, six best practices and four platforms', () => {
    expect(shorts.why.title).toBe('Why Short-Form Content Works');
    expect(shorts.why.items).toHaveLength(3);
    expect(shorts.practices.items.map((item) => item.title)).toEqual([
      'Hook within 3 seconds',
      'Fast-paced editing',
      'Clear value proposition',
      'Strong call-to-action',
      'Platform optimization',
      'Optimal length',
    ]);
    expect(shorts.practices.items[5]?.text).toContain('15-60 seconds, with a 30-45 second sweet spot');
    expect(shorts.platforms.items.map((item) => item.name)).toEqual([
      'TikTok',
      'Instagram Reels',
      'YouTube Shorts',
      'LinkedIn',
    ]);
  });
});

describe('/product-demo-videos', () => {
  it('keeps its hero and highlights, with the 72-hour and 30-day claims', () => {
    expect(demos.title).toBe('Product demo videos that sell while you sleep');
    expect(demos.lead).toContain('live in 14 days');
    expect(demos.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '72 hrs average delivery',
      'Unlimited revisions',
      '4K with colour grading',
      '30-day performance guarantee',
    ]);
  });

  it("keeps what's included, both production modes and the 14-day process", () => {
    expect(demos.included.items).toHaveLength(6);
    expect(demos.modes.items.map((mode) => mode.title)).toEqual(['You record, we guide', 'We produce everything']);
    expect(demos.modes.items.flatMap((mode) => mode.points)).toEqual(
      expect.arrayContaining(['Online recording guidance', 'Casting and hiring actors']),
    );
    expect(demos.process.title).toBe('The 14-day process');
    expect(demos.process.items.map((step) => [step.title, step.timeline])).toEqual([
      ['Discovery Call', 'Day 1'],
      ['Strategy & Script', 'Days 2-4'],
      ['Production & Edit', 'Days 5-12'],
      ['Launch & Optimize', 'Days 13-14'],
    ]);
  });

  it('shows three demos whose subtitles give their running times, then the pricing card', () => {
    expect(demos.samples.items.map((sample) => sample.mediaId)).toEqual(['d1e2m3o4s5', 'd2e3m4o5s6', 'd3e4m5o6s7']);
    // Their posters and details are their video documents'.
    expect(demos.samples.items.map((sample) => datasetVideo(sample.mediaId).title)).toEqual([
      'Invoicing in three clicks',
      'A week of shifts, planned',
      'Dashboards that answer why',
    ]);
    expect(demos.samples.items.map((sample) => sample.id)).toEqual([
      'demo-invoicing',
      'demo-scheduling',
      'demo-analytics',
    ]);
    for (const sample of demos.samples.items) expect(sample.subtitle).toContain(datasetVideo(sample.mediaId).duration);
    expect(demos.pricing).toEqual({
      title: 'See what it costs',
      text: 'Plans start with a single demo video. Use the ROI calculator to see when it pays for itself.',
      label: 'View Pricing',
    });
  });

  it("leaves the closing button's words to the site's booking button", () => {
    expect(demos.cta).toEqual({
      title: 'Get a demo your buyers finish',
      text: 'In a free 15-minute call we review your current demo and outline the one that converts.',
      label: undefined,
      note: undefined,
    });
  });
});

describe('/video-production', () => {
  it('keeps its badge, title and three paragraphs, the last with the 30-day guarantee', () => {
    expect([production.badge, production.title]).toEqual([
      'Serving clients worldwide',
      'Premium Video Production That Grows Your SaaS',
    ]);
    expect(production.intro).toHaveLength(3);
    expect(production.intro[2]).toContain('30-day performance guarantee');
  });

  it('shows four signature videos, four reasons and three steps (numbered by the page)', () => {
    expect(production.showcase.items.map((item) => [item.id, item.title, item.mediaId])).toEqual([
      ['webinars', 'Webinars', 'w1e2b3i4n5'],
      ['sport-coaches', 'Sport Coaches', 's5p6o7r8t9'],
      ['product', 'Product', 'p9r8o7d6u5'],
      ['ads', 'Ads', 'a1d2s3x4y5'],
    ]);
    expect(production.different.items.map((item) => item.title)).toEqual([
      'Cinematic Quality',
      'Fast Delivery',
      'Dedicated Team',
      'Award Winning',
    ]);
    expect(production.steps.items.map((step) => [step.title, step.timeline])).toEqual([
      ['Discovery', undefined],
      ['Creation', undefined],
      ['Delivery', undefined],
    ]);
  });
});

describe('SEO', () => {
  it.each([
    ['shortsPage', shorts, shortsSeo],
    ['productDemoVideosPage', demos, productDemoSeo],
    ['videoProductionPage', production, videoProductionSeo],
  ] as const)("%s keeps the page's title, description and keywords", (_kind, page, defaults) => {
    const filled = withDatasetClaims(defaults); // they may quote the claims, as the document does
    expect(withPageSeo(filled, page.seo)).toEqual({ ...filled, image: undefined, noIndex: false });
  });

  it('reads a share image with its size, and one without its file as none', async () => {
    const asset = {
      _id: 'image-abc-1200x630-png',
      _type: 'sanity.imageAsset',
      url: 'https://cdn.sanity.io/images/p/d/abc-1200x630.png',
      metadata: { dimensions: { width: 1200, height: 630 } },
    };
    const withImage = (image: object) => [
      ...withDoc('shortsPage', (doc) => ({ ...doc, seo: { ...(doc.seo as object), image, noIndex: true } })),
      asset,
    ];
    const image = { _type: 'image', asset: { _type: 'reference', _ref: asset._id }, alt: 'Three phones' };
    expect((await read('shortsPage', withImage(image))).seo).toMatchObject({
      image: { url: asset.url, width: 1200, height: 630, alt: 'Three phones' },
      noIndex: true,
    });
    expect((await read('shortsPage', withImage({ _type: 'image', alt: 'Three phones' }))).seo.image).toBeNull();
  });
});

/** The stored document with the value at a dotted path ('samples.items.0.duration') set, or removed when undefined. */
function setAt(doc: Doc, path: string, value: unknown): Doc {
  const parts = path.split('.');
  let target = doc as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
  if (value === undefined) delete target[parts.at(-1)!];
  else target[parts.at(-1)!] = value;
  return doc;
}

describe('a document the site cannot read', () => {
  it.each([
    ['shortsPage', 'a running time in words', 'samples.items.0.duration', '30 seconds'],
    ['shortsPage', 'a video address for an id', 'samples.items.1.mediaId', 'https://wistia.com/medias/x'],
    ['shortsPage', 'a fifth headline number', 'stats', Array(5).fill({ _key: 'k', value: '1', label: 'x' })],
    ['productDemoVideosPage', 'a mode without its points', 'modes.items.0.points', []],
    ['productDemoVideosPage', 'a blank pricing button', 'pricing.label', '  '],
    ['videoProductionPage', 'no paragraphs', 'intro', []],
    ['videoProductionPage', 'no closing call', 'cta', undefined],
  ] as const)('%s with %s: a fault naming %s', async (kind, _label, path, value) => {
    const result = await run(
      pages[kind].query,
      withDoc(kind, (doc) => setAt(doc, path, value)),
    );
    let fault: unknown;
    try {
      parseDocument(pages[kind].schema, result, quiet);
    } catch (error) {
      fault = error;
    }
    expect(isContentFault(fault) && fault.kind).toBe('malformed');
    expect((fault as Error).message).toMatch(`document ${servicePageIds[kind]} fails the site's schema: ${path}:`);
  });

  it("turns an item's key into an id an id attribute can carry", async () => {
    const docs = withDoc('shortsPage', (doc) => setAt(doc, 'samples.items.0._key', 'a b"c'));
    expect((await read('shortsPage', docs)).samples.items[0]?.id).toBe('a-b-c');
  });
});

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

const rendered = [
  ['/shorts', 'shortsPage', () => ShortsPage({}), shortsMetadata, shortsService],
  [
    '/product-demo-videos',
    'productDemoVideosPage',
    () => ProductDemoVideosPage({}),
    productDemoVideosMetadata,
    productDemoService,
  ],
  [
    '/video-production',
    'videoProductionPage',
    () => VideoProductionPage({}),
    videoProductionMetadata,
    videoProductionService,
  ],
] as const;

describe.each(rendered)('%s as rendered', (path, kind, Page, metadataOf, service) => {
  const mediaIds = {
    shortsPage: shorts.samples.items,
    productDemoVideosPage: demos.samples.items,
    videoProductionPage: production.showcase.items,
  }[kind].map((item) => item.mediaId);

  it('describes the service and each video it shows, once', async () => {
    const docs = jsonLdOf(renderToStaticMarkup(await Page()));
    expect(docs.filter((doc) => doc['@type'] === 'Service')).toEqual([
      expect.objectContaining({ name: service.name, description: withDatasetClaims(service.description) }),
    ]);
    expect(docs.filter((doc) => doc['@type'] === 'VideoObject').map((doc) => doc.embedUrl)).toEqual(
      mediaIds.map(embedUrlOf),
    );
  });

  it("takes the marketer's SEO description for its head and its Service", async () => {
    const description = 'A description a marketer wrote.';
    source.docs = withDoc(kind, (doc) => setAt(doc, 'seo.description', description));
    expect((await metadataOf()).description).toBe(description);
    const [serviceDoc] = jsonLdOf(renderToStaticMarkup(await Page())).filter((doc) => doc['@type'] === 'Service');
    expect(serviceDoc?.description).toBe(description);
  });

  it('without its document: the unavailable notice, kept out of search results', async () => {
    source.docs = withDoc(kind, () => null);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = await Page();
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`no document "${servicePageIds[kind]}"`));
    log.mockRestore();
    expect(isValidElement(element) && element.type).toBe(ContentUnavailable);
    expect((element.props as { path: string; fault: Error }).path).toBe(path);
    expect((element.props as { fault: Error }).fault.message).toContain(`no document "${servicePageIds[kind]}"`);
    expect(await metadataOf()).toEqual(contentUnavailableMetadata);
  });
});

it("the closing calls without their own words show the settings' booking button", async () => {
  const settings = siteSettingsSchema.parse(await run(siteSettingsQuery));
  const html = renderToStaticMarkup(await VideoProductionPage({}));
  expect(html).toContain(settings.bookingLabel);
  expect(html).toContain(settings.bookingNote!);
});
