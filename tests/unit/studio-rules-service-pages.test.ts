// The Studio refuses what the site would refuse, for the three service pages' documents: each field's rules in the
// Studio (sanity/schema-types/, beside each page's query) against the site's zod schema derived from them
// (lib/marketing/service-pages/), one stored document at a time, so a page is published by the Studio exactly when the site reads it. A Studio rule is read by
// running its validation function on a recorder that notes each rule it sets (required, max, min, custom).
import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import { closingCtaLimits } from '@/lib/content/shape-limits';
import { seoLimits } from '@/lib/marketing/limits';
import { servicePageIds, type ServicePageType } from '@/lib/marketing/service-pages/limits';
import {
  productDemoVideosPageSchema,
  shortsPageSchema,
  videoProductionPageSchema,
} from '@/lib/marketing/service-pages/schemas';
import { mediaIdHint } from '@/lib/content/rules';
import { runningTimeHint } from '@/sanity/fields/rules';
import { productDemoVideosPage, productDemoVideosPageQuery } from '@/sanity/schema-types/product-demo-videos-page';
import { seo as seoType } from '@/sanity/schema-types/seo';
import { shortsPage, shortsPageQuery } from '@/sanity/schema-types/shorts-page';
import { videoProductionPage, videoProductionPageQuery } from '@/sanity/schema-types/video-production-page';
import {
  bothSides,
  byKind,
  type Doc,
  edit,
  imageOf,
  mediaIdCases,
  siteReadsBy,
  storedDocuments,
  type StudioType,
  testListCounts,
  testTextLimits,
} from '../fixtures/studio-rules';

const shareImage = imageOf('Three phones');

const storedDocs = storedDocuments();

/** Today's document, with every optional part filled in (a share image, a section lead, a button's words). */
const sample = (kind: ServicePageType): Doc => {
  const doc = structuredClone(storedDocs.find((candidate) => candidate._id === servicePageIds[kind])!);
  doc.seo = { ...(doc.seo as object), noIndex: false, image: shareImage };
  doc.cta = { ...(doc.cta as object), label: 'Book a call', note: 'Free, 15 minutes' };
  return doc;
};

const kinds = {
  shortsPage: bothSides({
    studio: shortsPage,
    sample: () => sample('shortsPage'),
    siteReads: siteReadsBy(shortsPageQuery, (result) => shortsPageSchema.safeParse(result).success),
  }),
  productDemoVideosPage: bothSides({
    studio: productDemoVideosPage,
    sample: () => sample('productDemoVideosPage'),
    siteReads: siteReadsBy(
      productDemoVideosPageQuery,
      (result) => productDemoVideosPageSchema.safeParse(result).success,
    ),
  }),
  videoProductionPage: bothSides({
    studio: videoProductionPage,
    sample: () => sample('videoProductionPage'),
    siteReads: siteReadsBy(videoProductionPageQuery, (result) => videoProductionPageSchema.safeParse(result).success),
  }),
};
type Kind = keyof typeof kinds;

const { expectBoth, studioRulesAt, checks } = byKind(kinds);

describe('the service pages: one document each, at the id its type names', () => {
  it.each(Object.keys(kinds) as Kind[])('%s', (kind) => {
    expect(kinds[kind].studio.name).toBe(kind);
    expect(servicePageIds[kind]).toBe(kind);
  });

  it('the Studio compiles the types without an error', () => {
    const schema = createSchema({
      name: 'default',
      types: [seoType, shortsPage, productDemoVideosPage, videoProductionPage],
    });
    const problems = (schema._validation ?? []).flatMap((group) =>
      group.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message),
    );
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(kinds) as Kind[])('%s: every field is in one of its groups', (kind) => {
    const studio = kinds[kind].studio as StudioType & { groups: { name: string }[]; fields: { group?: string }[] };
    const groups = studio.groups.map((group) => group.name);
    for (const field of studio.fields) expect(groups).toContain(field.group);
  });
});

describe('the Studio requires what the site requires', () => {
  it.each(Object.keys(kinds) as Kind[])(
    'today’s %s, and with every optional part filled in, passes both',
    async (kind) => {
      await expectBoth(
        kind,
        storedDocs.find((doc) => doc._id === servicePageIds[kind])!,
        true,
      );
      await expectBoth(kind, sample(kind), true);
    },
  );

  const required: [Kind, string][] = [
    ...(['badge', 'title', 'lead', 'stats', 'samples', 'why', 'practices', 'platforms', 'cta'] as const).map(
      (field) => ['shortsPage', field] as [Kind, string],
    ),
    ...(['badge', 'title', 'lead', 'stats', 'included', 'modes', 'process', 'samples', 'pricing', 'cta'] as const).map(
      (field) => ['productDemoVideosPage', field] as [Kind, string],
    ),
    ...(['badge', 'title', 'intro', 'showcase', 'different', 'steps', 'cta'] as const).map(
      (field) => ['videoProductionPage', field] as [Kind, string],
    ),
    ['shortsPage', 'samples.badge'],
    ['shortsPage', 'samples.items'],
    ['shortsPage', 'samples.items.0.title'],
    ['shortsPage', 'samples.items.0.company'],
    ['shortsPage', 'samples.items.0.duration'],
    ['shortsPage', 'samples.items.0.mediaId'],
    ['shortsPage', 'why.title'],
    ['shortsPage', 'why.items.0.text'],
    ['shortsPage', 'platforms.items.0.name'],
    ['shortsPage', 'cta.title'],
    ['shortsPage', 'cta.text'],
    ['productDemoVideosPage', 'modes.items.0.points'],
    ['productDemoVideosPage', 'process.items.0.title'],
    ['productDemoVideosPage', 'samples.items.0.mediaId'],
    ['productDemoVideosPage', 'pricing.label'],
    ['videoProductionPage', 'showcase.items.0.subtitle'],
    ['videoProductionPage', 'steps.items'],
  ];

  it.each(required)('%s: %s, required by both', async (kind, field) => {
    await expectBoth(kind, edit(sample(kind), field, undefined), false);
  });

  it.each([
    ['shortsPage', 'seo'],
    ['shortsPage', 'samples.lead'],
    ['shortsPage', 'why.lead'],
    ['shortsPage', 'cta.label'],
    ['shortsPage', 'cta.note'],
    ['productDemoVideosPage', 'process.items.0.timeline'],
    ['videoProductionPage', 'different.lead'],
    ['videoProductionPage', 'seo.image'],
  ] as const)('%s: %s, optional in both', async (kind, field) => {
    await expectBoth(kind, edit(sample(kind), field, undefined), true);
  });
});

describe('the Studio and the site share the limits', () => {
  // [document, field, limit, required]
  const texts = [
    ['shortsPage', 'badge', 40, true],
    ['shortsPage', 'title', 80, true],
    ['shortsPage', 'lead', 300, true],
    ['shortsPage', 'stats.0.value', 20, true],
    ['shortsPage', 'stats.0.label', 40, true],
    ['shortsPage', 'samples.title', 80, true],
    ['shortsPage', 'samples.lead', 200, false],
    ['shortsPage', 'samples.badge', 20, true],
    ['shortsPage', 'samples.items.0.title', 80, true],
    ['shortsPage', 'samples.items.0.company', 60, true],
    ['shortsPage', 'why.items.0.title', 60, true],
    ['shortsPage', 'why.items.0.text', 240, true],
    ['shortsPage', 'practices.title', 80, true],
    ['shortsPage', 'platforms.items.0.name', 60, true],
    ['shortsPage', 'platforms.items.0.text', 240, true],
    ['shortsPage', 'cta.title', closingCtaLimits.titleMax, true],
    ['shortsPage', 'cta.text', closingCtaLimits.textMax, true],
    ['shortsPage', 'cta.label', closingCtaLimits.labelMax, false],
    ['shortsPage', 'cta.note', closingCtaLimits.noteMax, false],
    ['shortsPage', 'seo.title', seoLimits.titleMax, false],
    ['shortsPage', 'seo.description', seoLimits.descriptionMax, false],
    ['shortsPage', 'seo.image.alt', seoLimits.imageAltMax, true],
    ['productDemoVideosPage', 'badge', 40, true],
    ['productDemoVideosPage', 'lead', 300, true],
    ['productDemoVideosPage', 'included.title', 80, true],
    ['productDemoVideosPage', 'included.lead', 200, false],
    ['productDemoVideosPage', 'included.items.0.text', 240, true],
    ['productDemoVideosPage', 'modes.lead', 200, false],
    ['productDemoVideosPage', 'modes.items.0.title', 60, true],
    ['productDemoVideosPage', 'modes.items.0.text', 240, true],
    ['productDemoVideosPage', 'modes.items.0.points.0', 80, true],
    ['productDemoVideosPage', 'process.items.0.title', 60, true],
    ['productDemoVideosPage', 'process.items.0.timeline', 30, false],
    ['productDemoVideosPage', 'process.items.0.text', 240, true],
    ['productDemoVideosPage', 'samples.items.0.title', 80, true],
    ['productDemoVideosPage', 'samples.items.0.subtitle', 120, true],
    ['productDemoVideosPage', 'pricing.title', 80, true],
    ['productDemoVideosPage', 'pricing.text', 200, true],
    ['productDemoVideosPage', 'pricing.label', 40, true],
    ['productDemoVideosPage', 'cta.text', closingCtaLimits.textMax, true],
    ['videoProductionPage', 'badge', 40, true],
    ['videoProductionPage', 'title', 80, true],
    ['videoProductionPage', 'intro.0', 400, true],
    ['videoProductionPage', 'showcase.title', 80, true],
    ['videoProductionPage', 'showcase.lead', 200, false],
    ['videoProductionPage', 'showcase.items.0.title', 80, true],
    ['videoProductionPage', 'different.items.0.title', 60, true],
    ['videoProductionPage', 'steps.title', 80, true],
    ['videoProductionPage', 'steps.items.0.text', 240, true],
    ['videoProductionPage', 'cta.title', closingCtaLimits.titleMax, true],
    ['videoProductionPage', 'cta.note', closingCtaLimits.noteMax, false],
    ['videoProductionPage', 'seo.description', seoLimits.descriptionMax, false],
  ] as const;

  testTextLimits(texts, checks);

  testListCounts(
    [
      ['shortsPage', 'stats', 1, 4],
      ['shortsPage', 'samples.items', 1, 6],
      ['shortsPage', 'why.items', 1, 9],
      ['shortsPage', 'practices.items', 1, 9],
      ['shortsPage', 'platforms.items', 1, 9],
      ['productDemoVideosPage', 'stats', 1, 4],
      ['productDemoVideosPage', 'included.items', 1, 9],
      ['productDemoVideosPage', 'modes.items', 1, 4],
      ['productDemoVideosPage', 'modes.items.0.points', 1, 6],
      ['productDemoVideosPage', 'process.items', 2, 6],
      ['productDemoVideosPage', 'samples.items', 1, 6],
      ['videoProductionPage', 'intro', 1, 4],
      ['videoProductionPage', 'showcase.items', 1, 6],
      ['videoProductionPage', 'different.items', 1, 9],
      ['videoProductionPage', 'steps.items', 2, 6],
    ] as const,
    checks,
  );
});

describe('video ids and running times', () => {
  const mediaIdFields = [
    ['shortsPage', 'samples.items.0.mediaId'],
    ['productDemoVideosPage', 'samples.items.2.mediaId'],
    ['videoProductionPage', 'showcase.items.3.mediaId'],
  ] as const;

  it.each(mediaIdCases)('media ids: %s is accepted by both or refused by both', async (_label, id, accepted) => {
    for (const [kind, field] of mediaIdFields) await expectBoth(kind, edit(sample(kind), field, id), accepted);
  });

  it('a refused media id: the Studio says what it takes', () => {
    for (const [kind, field] of mediaIdFields)
      expect(studioRulesAt(kind, field).custom!('https://x')).toBe(mediaIdHint);
  });

  it.each([
    ['0:30', true],
    ['12:05', true],
    ['1:05:30', true],
    [' 0:45 ', true],
    ['30', false],
    ['0:60', false],
    ['30 seconds', false],
    ['PT30S', false],
  ])('a short’s running time %j: accepted by both or refused by both', async (duration, accepted) => {
    await expectBoth('shortsPage', edit(sample('shortsPage'), 'samples.items.0.duration', duration), accepted);
    if (!accepted)
      expect(studioRulesAt('shortsPage', 'samples.items.0.duration').custom!(duration)).toBe(runningTimeHint);
  });

  it('a share image without its file: the Studio asks for it, the site reads the page without one', async () => {
    const withoutFile = edit(sample('videoProductionPage'), 'seo.image', { _type: 'image', alt: 'A film set' });
    expect(kinds.videoProductionPage.studioPublishes(withoutFile)).toBe(false);
    expect(await kinds.videoProductionPage.siteReads(withoutFile)).toBe(true);
  });
});
