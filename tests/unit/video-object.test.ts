// VideoObject JSON-LD: durations and dates as editors type them, embed and thumbnail URLs per host, the video
// documents (the embedded dataset's, through the site's parser: one for every media id a page names), every video
// the home and service pages render described once in their JSON-LD with its document's details, and the case
// studies' video fields from the query through the schema (the Studio accepting the same running times).
import { readFileSync } from 'node:fs';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it, vi } from 'vitest';
import HomePage from '@/app/(site)/page';
import { JsonLd } from '@/components/seo/json-ld';
import { ProductDemoVideosPage } from '@/components/services/product-demo-videos-page';
import { ShortsPage } from '@/components/services/shorts-page';
import { VideoProductionPage } from '@/components/services/video-production-page';
import { wistiaSwatchUrl, youtubePosterUrl } from '@/content/media';
import { caseStudyQuery } from '@/lib/case-studies/queries';
import { caseStudyLookupSchema, caseStudySchema } from '@/lib/case-studies/schemas';
import { loadDataset } from '@/lib/content/dataset';
import { getSpecialOffer, getTestimonials } from '@/lib/marketing/read';
import { getProductDemoVideosPage, getShortsPage } from '@/lib/marketing/service-pages/read';
import { absoluteUrl } from '@/lib/seo';
import { videoDurationPattern as durationPattern } from '@/lib/content/rules';
import {
  embedUrlOf,
  isoDuration,
  isoUploadDate,
  siteVideoObjects,
  thumbnailUrlOf,
  videoObjectJsonLd,
} from '@/lib/video-object';
import { videoDocumentSchema } from '@/lib/video/schemas';
import { caseStudy as caseStudyType } from '@/sanity/schema-types/case-study';
import { datasetLibrary, datasetVideo, dataset as datasetDocs, namedMediaIds } from '../fixtures/video-library';

// The home and service pages' reads go to the embedded dataset, uncached.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));

// The players stand in for themselves by noting which video they were given.
const rendered = vi.hoisted(() => new Set<string>());
vi.mock('@/components/video/video-facade', () => ({
  VideoFacade: ({ mediaId }: { mediaId: string }) => {
    rendered.add(mediaId);
    return null;
  },
}));
vi.mock('@/components/video/video-dialog', () => ({
  VideoDialog: ({ mediaId }: { mediaId: string }) => {
    rendered.add(mediaId);
    return null;
  },
}));

const validDurations = [
  ['0:07', 'PT7S'],
  ['0:45', 'PT45S'],
  ['1:32', 'PT1M32S'],
  ['2:00', 'PT2M'],
  ['12:05', 'PT12M5S'],
  ['1:02:03', 'PT1H2M3S'],
  ['1:00:00', 'PT1H'],
  ['10:59:59', 'PT10H59M59S'],
] as const;
const invalidDurations = [
  '',
  '90',
  '1:5',
  '1:60',
  '01:2',
  '1:2:03',
  '1:60:00',
  '1:00:60',
  ' 1:32',
  '1:32 ',
  '-1:00',
  '1.32',
  '100:00',
  'PT1M32S',
];

describe('isoDuration and durationPattern', () => {
  it.each(validDurations)('%s → %s', (typed, iso) => {
    expect(durationPattern.test(typed)).toBe(true);
    expect(isoDuration(typed)).toBe(iso);
  });

  it.each(invalidDurations)('refuses "%s" in both', (typed) => {
    expect(durationPattern.test(typed)).toBe(false);
    expect(() => isoDuration(typed)).toThrow(/Invalid duration/);
  });
});

describe('isoUploadDate', () => {
  it.each([
    ['2025-03-04', '2025-03-04T00:00:00+00:00'],
    ['2025-03-04T09:00:00+00:00', '2025-03-04T09:00:00+00:00'],
    ['2025-03-04T09:00:00Z', '2025-03-04T09:00:00+00:00'],
    ['2025-03-04T09:00:00.000Z', '2025-03-04T09:00:00.000+00:00'],
    ['2025-03-04T09:30-05:00', '2025-03-04T09:30-05:00'],
  ])('%s → %s', (typed, iso) => expect(isoUploadDate(typed)).toBe(iso));

  it.each(['2025-02-30', '2025-13-01', '2025-3-4', '04/03/2025', '2025-03-04T09:00:00', '2025-03-04 09:00Z', ''])(
    'refuses "%s"',
    (typed) => expect(() => isoUploadDate(typed)).toThrow(/Invalid upload date/),
  );
});

describe('embed and thumbnail URLs', () => {
  it('embeds YouTube from youtube-nocookie.com and Wistia from its iframe page, without autoplay', () => {
    expect(embedUrlOf('youtube:q7Lm2VxR9kE')).toBe('https://www.youtube-nocookie.com/embed/q7Lm2VxR9kE');
    expect(embedUrlOf('k7v2m9x4qa')).toBe('https://fast.wistia.com/embed/iframe/k7v2m9x4qa');
  });

  it("falls back to the host's own still", () => {
    expect(thumbnailUrlOf('youtube:q7Lm2VxR9kE')).toBe(youtubePosterUrl('q7Lm2VxR9kE'));
    expect(thumbnailUrlOf('youtube:q7Lm2VxR9kE')).toBe('https://i.ytimg.com/vi/q7Lm2VxR9kE/hqdefault.jpg');
    expect(thumbnailUrlOf('k7v2m9x4qa')).toBe(wistiaSwatchUrl('k7v2m9x4qa'));
  });

  it('makes a self-hosted poster absolute and keeps an absolute URL', () => {
    expect(thumbnailUrlOf('k7v2m9x4qa', '/posters/hero.webp')).toBe(absoluteUrl('/posters/hero.webp'));
    expect(thumbnailUrlOf('k7v2m9x4qa', '/posters/hero.webp')).toMatch(/^https?:\/\/[^/]+\/posters\/hero\.webp$/);
    const cdn = 'https://cdn.sanity.io/images/p/d/abc-1280x720.jpg';
    expect(thumbnailUrlOf('youtube:abc', cdn)).toBe(cdn);
  });

  it.each(['//elsewhere.example/x.jpg', '/\\elsewhere.example/x.jpg', 'posters/x.webp', 'javascript:alert(1)'])(
    'does not take "%s" for a site path',
    (given) => expect(thumbnailUrlOf('k7v2m9x4qa', given)).toBe(wistiaSwatchUrl('k7v2m9x4qa')),
  );

  it('refuses a media id that is not a plain id', () => {
    expect(() => embedUrlOf('https://wistia.com/medias/abc')).toThrow();
  });
});

describe('videoObjectJsonLd', () => {
  const doc = videoObjectJsonLd({
    mediaId: 'youtube:q7Lm2VxR9kE',
    name: 'Send an invoice in one click',
    description: 'A tutorial.',
    uploadDate: '2025-03-04',
    duration: '1:32',
    thumbnailUrl: '/posters/hero.webp',
  });

  it('carries the type and all six video properties, URLs absolute', () => {
    expect(doc).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Send an invoice in one click',
      description: 'A tutorial.',
      thumbnailUrl: absoluteUrl('/posters/hero.webp'),
      uploadDate: '2025-03-04T00:00:00+00:00',
      duration: 'PT1M32S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/q7Lm2VxR9kE',
    });
  });

  it('is a data block only: nothing in its markup makes the browser fetch', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: doc }));
    expect(html).toMatch(/^<script type="application\/ld\+json">[^<]*<\/script>$/);
    expect(html).not.toMatch(/\ssrc=|<link|<img|<iframe/);
  });
});

describe("the site's videos", () => {
  const named = namedMediaIds(datasetDocs);
  const hero = (datasetDocs.find((doc) => doc._id === 'homePage')!.hero as { mediaId: string }).mediaId;

  it('has a video document for every media id the documents name, and none unnamed', () => {
    for (const id of named) expect(datasetLibrary.get(id), id).toBeDefined();
    expect([...datasetLibrary.keys()].sort()).toEqual([...new Set(named)].sort());
  });

  it.each([...datasetLibrary])('%s: a name, one short sentence, a past date, a running time', (id, video) => {
    expect(video.title.trim()).not.toBe('');
    expect(video.description.length).toBeLessThanOrEqual(160);
    expect(video.description).toMatch(/^[A-Z][^]*\.$/);
    expect(video.description.slice(0, -1)).not.toMatch(/[.!?]\s/);
    expect(video.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(isoUploadDate(video.uploadDate))).toBeLessThan(Date.now());
    expect(video.duration).toMatch(durationPattern);
    const { title: name, description, uploadDate, duration } = video;
    expect(() => videoObjectJsonLd({ mediaId: id, name, description, uploadDate, duration })).not.toThrow();
  });

  it('agrees with the running times the pages show', async () => {
    for (const item of [...(await getTestimonials()), ...(await getShortsPage()).samples.items])
      expect(datasetVideo(item.mediaId).duration, item.mediaId).toBe(item.duration);
    for (const sample of (await getProductDemoVideosPage()).samples.items)
      expect(sample.subtitle, sample.mediaId).toContain(datasetVideo(sample.mediaId).duration);
  });

  it('uses the document’s poster as the thumbnail where there is one, each video once', () => {
    const objects = siteVideoObjects([hero, hero], datasetLibrary);
    expect(objects).toHaveLength(1);
    expect(objects[0]?.jsonLd).toMatchObject({
      name: 'Launchframe in 90 seconds',
      thumbnailUrl: absoluteUrl('/posters/hero.webp'),
    });
  });

  it('describes no video without a document, and says so in the log once', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(siteVideoObjects(['n0d0c0m3nt', 'n0d0c0m3nt', hero], datasetLibrary).map((video) => video.mediaId)).toEqual([
      hero,
    ]);
    expect(log.mock.calls.filter(([message]) => String(message).includes('n0d0c0m3nt'))).toHaveLength(1);
    log.mockRestore();
  });

  it('reads a YouTube video’s media id with its prefix, and refuses an id its host would not take', () => {
    const doc = {
      _id: 'video-x',
      provider: 'youtube',
      videoId: 'q7Lm2VxR9kE',
      title: 'A tutorial',
      description: 'A tutorial.',
      duration: '1:32',
      uploadDate: '2025-03-04',
      poster: null,
    };
    expect(videoDocumentSchema.parse(doc)).toMatchObject({ mediaId: 'youtube:q7Lm2VxR9kE', poster: null });
    expect(videoDocumentSchema.safeParse({ ...doc, provider: 'wistia' }).success).toBe(false);
    expect(videoDocumentSchema.safeParse({ ...doc, videoId: 'https://youtu.be/q7Lm2VxR9kE' }).success).toBe(false);
    expect(videoDocumentSchema.safeParse({ ...doc, description: 'x'.repeat(161) }).success).toBe(false);
  });
});

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

const offerVideos = (await getSpecialOffer())!.videos.map((video) => video.mediaId);
// Each page reads its documents: an async server component.
const pages: [string, () => Promise<ReactElement>, string[]][] = [
  ['/', HomePage, offerVideos],
  // The service pages' routes only pass draft mode on: their page components render them.
  ['/shorts', () => ShortsPage({}), []],
  ['/product-demo-videos', () => ProductDemoVideosPage({}), []],
  ['/video-production', () => VideoProductionPage({}), []],
];
// Rendered one by one: `rendered` collects the videos of the page being rendered.
const htmlOf = new Map<string, { html: string; shown: string[] }>();
for (const [path, Page, popupIds] of pages) {
  rendered.clear();
  const html = renderToStaticMarkup(await Page());
  htmlOf.set(path, { html, shown: [...rendered, ...popupIds] });
}

describe.each(pages)('%s', (path) => {
  const { html, shown } = htmlOf.get(path)!;
  // The offer popup mounts its players in the browser only, 5 s after load (popupIds above).
  const videos = jsonLdOf(html).filter((doc) => doc['@type'] === 'VideoObject');

  it('shows videos', () => expect(shown.length).toBeGreaterThan(0));

  it('has exactly one VideoObject for each video it shows, with its details', () => {
    expect(videos.map((doc) => doc.embedUrl).sort()).toEqual([...new Set(shown)].map(embedUrlOf).sort());
    for (const id of shown) {
      const doc = videos.find((candidate) => candidate.embedUrl === embedUrlOf(id));
      expect(doc, id).toMatchObject({
        name: datasetVideo(id).title,
        duration: isoDuration(datasetVideo(id).duration),
      });
      for (const property of ['name', 'description', 'thumbnailUrl', 'uploadDate', 'duration', 'embedUrl'])
        expect(doc?.[property], `${id} ${property}`).toEqual(expect.any(String));
    }
  });

  it('names video hosts only inside its JSON-LD', () => {
    const outsideJsonLd = html.replace(/<script type="application\/ld\+json">.*?<\/script>/g, '');
    expect(outsideJsonLd).not.toMatch(/wistia|youtube|ytimg/);
  });
});

describe('case studies', () => {
  const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
  const withPage = dataset.find((doc) => doc._type === 'caseStudy' && (doc.slug as { current?: string })?.current)!;
  const slug = (withPage.slug as { current: string }).current;
  const lookup = async (docs: typeof dataset) => {
    const result = await evaluate(parse(caseStudyQuery), { dataset: docs, params: { slug } });
    return caseStudyLookupSchema.parse(await result.get());
  };
  const withVideoFields = (fields: Record<string, unknown>) =>
    dataset.map((doc) =>
      doc === withPage ? { ...doc, testimonial: { ...(doc.testimonial as object), ...fields } } : doc,
    );

  it.each([
    ['neither', {}],
    ['only the date', { uploadDate: '2025-05-12' }],
    ['only the running time', { duration: '1:42' }],
  ])('with %s: a page, but no VideoObject', async (_label, fields) => {
    const study = await lookup(withVideoFields({ uploadDate: undefined, duration: undefined, ...fields }));
    expect(study?.slug).toBe(slug);
    expect(study?.mainTestimonialVideoDetails).toBeNull();
  });

  it('with them: the query reads them and the page gets its testimonial video described', async () => {
    const study = (await lookup(withVideoFields({ uploadDate: '2025-05-12', duration: '1:42' })))!;
    expect(study.mainTestimonialVideoDetails).toEqual({
      mediaId: study.mainTestimonialVideo,
      name: `${study.client} case study`,
      description: study.summary,
      uploadDate: '2025-05-12',
      duration: '1:42',
    });
    expect(videoObjectJsonLd(study.mainTestimonialVideoDetails!)).toMatchObject({
      uploadDate: '2025-05-12T00:00:00+00:00',
      duration: 'PT1M42S',
      embedUrl: embedUrlOf(study.mainTestimonialVideo),
    });
  });

  it('refuses a running time or date the Studio would refuse', () => {
    const page = (fields: Record<string, unknown>) => withVideoFields(fields).find((doc) => doc._id === withPage._id);
    expect(caseStudySchema.safeParse(page({ uploadDate: '2025-05-12', duration: '1:42' })).success).toBe(true);
    expect(caseStudySchema.safeParse(page({ uploadDate: '2025-05-12', duration: '1:4' })).success).toBe(false);
    expect(caseStudySchema.safeParse(page({ uploadDate: '12/05/2025', duration: '1:42' })).success).toBe(false);
  });

  // The Studio's rules, read by running each field's validation on a recorder.
  const testimonialField = (name: string) => {
    const testimonial = caseStudyType.fields.find((field) => field.name === 'testimonial') as unknown as {
      fields: { name: string; type: string; validation: (rule: unknown) => unknown }[];
    };
    const field = testimonial.fields.find((candidate) => candidate.name === name)!;
    const recorded: { required: boolean; custom?: (value: unknown) => unknown } = { required: false };
    const rule: Record<string, unknown> = new Proxy(
      {},
      {
        get: (_target, method) => (argument: unknown) => {
          if (method === 'required') recorded.required = true;
          if (method === 'custom') recorded.custom = argument as (value: unknown) => unknown;
          return rule;
        },
      },
    );
    field.validation(rule);
    return { type: field.type, ...recorded };
  };

  it('the Studio requires both: a date, and a running time it checks as the site does', () => {
    expect(testimonialField('uploadDate')).toMatchObject({ type: 'date', required: true });
    const duration = testimonialField('duration');
    expect(duration.required).toBe(true);
    for (const [typed] of validDurations) expect(duration.custom!(typed)).toBe(true);
    // Spaces around it are trimmed, by the site's schema too.
    expect(duration.custom!(' 1:32 ')).toBe(true);
    for (const typed of invalidDurations.filter((value) => value.trim() === value))
      expect(duration.custom!(typed)).toMatch(/m:ss, or h:mm:ss/);
  });
});
