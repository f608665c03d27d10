// The Studio refuses what the site would refuse, for the home page's document: each field's rules in the Studio
// (sanity/schema-types/home-page.ts) against the site's query and zod schema (lib/marketing/home/), on the stored
// document, so the page is published by the Studio exactly when the site reads it. A Studio rule is read by running
// its validation function on a recorder that notes each rule it sets (required, max, min, custom).
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import {
  homePageIds,
  homePageLimits as limits,
  painPointIcons,
  serviceBadgeColours,
  serviceIcons,
  stepColours,
  stepIcons,
  toolKinds,
} from '@/lib/marketing/home/limits';
import { homePageQuery } from '@/lib/marketing/home/queries';
import { homePageSchema } from '@/lib/marketing/home/schemas';
import { seoLimits } from '@/lib/marketing/limits';
import { homePage } from '@/sanity/schema-types/home-page';
import { mediaIdHint } from '@/lib/content/rules';
import { seo as seoType } from '@/sanity/schema-types/seo';
import {
  edit,
  namedTypes,
  optionValues,
  pathOf,
  type Recorded,
  studioAccepts,
  studioRules,
  type StudioType,
  valueAt,
} from '../fixtures/studio-rules';

const imageAsset = {
  _id: 'image-abc123-1200x630-png',
  _type: 'sanity.imageAsset',
  url: 'https://cdn.sanity.io/images/p/d/abc123-1200x630.png',
  metadata: { dimensions: { width: 1200, height: 630 } },
};
const shareImage = { _type: 'image', asset: { _type: 'reference', _ref: imageAsset._id }, alt: 'A product demo' };

type Doc = Record<string, unknown>;

const stored = readFileSync('content/dataset.ndjson', 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc)
  .find((doc) => doc._id === homePageIds.homePage)!;

/** Today's document, with every optional part filled in (a share image, a video on every service). */
const sample = (): Doc => {
  const doc = structuredClone(stored);
  doc.seo = { ...(doc.seo as object), noIndex: false, image: shareImage };
  const services = doc.services as { items: Doc[] };
  services.items = services.items.map((item) => ({
    ...item,
    demo: item.demo ?? { mediaId: 'abc123', title: 'A sample' },
  }));
  return doc;
};

const studioType = homePage as unknown as StudioType;
const studioPublishes = (doc: Doc) => studioAccepts(studioType, doc);

async function siteReads(doc: Doc) {
  const result = await (await evaluate(parse(homePageQuery), { dataset: [doc, imageAsset] })).get();
  return homePageSchema.safeParse(result).success;
}

async function expectBoth(doc: Doc, accepted: boolean) {
  expect(studioPublishes(doc), 'the Studio').toBe(accepted);
  expect(await siteReads(doc), 'the site').toBe(accepted);
}

/** The Studio field at `field`: a number steps into an array's member. */
function studioFieldAt(field: string): StudioType {
  return pathOf(field).reduce<StudioType>((current, segment) => {
    if (typeof segment === 'number') return current.of![0]!;
    const fields = current.fields ?? namedTypes[current.type ?? '']?.fields ?? [];
    const next = fields.find((candidate) => candidate.name === segment);
    if (!next) throw new Error(`no Studio field ${field}`);
    return next;
  }, studioType);
}
const studioRulesAt = (field: string): Recorded => studioRules(studioFieldAt(field));

describe('the home page: one document, at the id its type names', () => {
  it('homePage', () => {
    expect(homePage.name).toBe('homePage');
    expect(homePageIds.homePage).toBe('homePage');
  });

  it('the Studio compiles the type without an error', () => {
    const schema = createSchema({ name: 'default', types: [seoType, homePage] });
    const problems = (schema._validation ?? []).flatMap((group) =>
      group.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message),
    );
    expect(problems).toEqual([]);
  });

  it('every field is in one of its groups', () => {
    const studio = homePage as unknown as { groups: { name: string }[]; fields: { group?: string }[] };
    const groups = studio.groups.map((group) => group.name);
    for (const field of studio.fields) expect(groups).toContain(field.group);
  });
});

describe('the Studio requires what the site requires', () => {
  it('today’s document, and with every optional part filled in, passes both', async () => {
    await expectBoth(stored, true);
    await expectBoth(sample(), true);
  });

  it.each([
    'hero',
    'painPoints',
    'solution',
    'services',
    'testimonials',
    'howItWorks',
    'seamless',
    'hero.eyebrow',
    'hero.title',
    'hero.lead',
    'hero.guarantee',
    'hero.guarantee.label',
    'hero.guarantee.text',
    'hero.ctaLabel',
    'hero.ctaNote',
    'hero.secondaryLabel',
    'hero.videoTitle',
    'hero.facts',
    'hero.facts.0.value',
    'hero.facts.0.label',
    'hero.trustedByTitle',
    'painPoints.title',
    'painPoints.items',
    'painPoints.items.0.icon',
    'painPoints.items.0.stat',
    'painPoints.items.0.title',
    'painPoints.items.0.text',
    'solution.title',
    'solution.stats',
    'solution.points',
    'services.title',
    'services.watchLabel',
    'services.items',
    'services.items.0.name',
    'services.items.0.description',
    'services.items.0.icon',
    'services.items.0.features',
    'services.items.0.badge',
    'services.items.0.badgeColour',
    'services.items.0.demo.mediaId',
    'services.items.0.demo.title',
    'testimonials.title',
    'howItWorks.title',
    'howItWorks.steps',
    'howItWorks.steps.0.icon',
    'howItWorks.steps.0.title',
    'howItWorks.steps.0.timeline',
    'howItWorks.steps.0.description',
    'howItWorks.steps.0.proof',
    'howItWorks.steps.0.colour',
    'seamless.title',
    'seamless.tools',
    'seamless.tools.0.kind',
    'seamless.tools.0.tool',
    'seamless.tools.0.title',
    'seamless.tools.0.text',
    'seamless.ctaLabel',
    'seamless.ctaLead',
  ])('%s, required by both', async (field) => {
    await expectBoth(edit(sample(), field, undefined), false);
  });

  it.each([
    'seo',
    'seo.image',
    'painPoints.eyebrow',
    'painPoints.lead',
    'solution.eyebrow',
    'services.lead',
    'services.items.0.demo',
    'testimonials.eyebrow',
    'testimonials.lead',
    'howItWorks.lead',
    'seamless.eyebrow',
  ])('%s, optional in both', async (field) => {
    await expectBoth(edit(sample(), field, undefined), true);
  });
});

describe('the Studio and the site share the limits', () => {
  // [field, limit, required]
  const texts = [
    ['hero.eyebrow', limits.eyebrowMax, true],
    ['hero.title', limits.heroTitleMax, true],
    ['hero.lead', limits.heroLeadMax, true],
    ['hero.guarantee.label', limits.guaranteeLabelMax, true],
    ['hero.guarantee.text', limits.guaranteeTextMax, true],
    ['hero.ctaLabel', limits.ctaLabelMax, true],
    ['hero.ctaNote', limits.ctaNoteMax, true],
    ['hero.secondaryLabel', limits.linkLabelMax, true],
    ['hero.videoTitle', limits.videoTitleMax, true],
    ['hero.facts.0.value', limits.statValueMax, true],
    ['hero.facts.0.label', limits.statLabelMax, true],
    ['hero.trustedByTitle', limits.stripTitleMax, true],
    ['painPoints.eyebrow', limits.eyebrowMax, false],
    ['painPoints.title', limits.sectionTitleMax, true],
    ['painPoints.lead', limits.sectionLeadMax, false],
    ['painPoints.items.0.stat', limits.statValueMax, true],
    ['painPoints.items.0.title', limits.cardTitleMax, true],
    ['painPoints.items.0.text', limits.cardTextMax, true],
    ['solution.title', limits.sectionTitleMax, true],
    ['solution.stats.0.value', limits.statValueMax, true],
    ['solution.stats.0.label', limits.statLabelMax, true],
    ['solution.points.0', limits.pointMax, true],
    ['services.eyebrow', limits.eyebrowMax, false],
    ['services.lead', limits.sectionLeadMax, false],
    ['services.watchLabel', limits.ctaLabelMax, true],
    ['services.items.0.name', limits.serviceNameMax, true],
    ['services.items.0.description', limits.serviceDescriptionMax, true],
    ['services.items.0.features.0', limits.featureMax, true],
    ['services.items.0.badge', limits.badgeMax, true],
    ['services.items.0.demo.title', limits.videoTitleMax, true],
    ['testimonials.eyebrow', limits.eyebrowMax, false],
    ['testimonials.title', limits.sectionTitleMax, true],
    ['testimonials.lead', limits.sectionLeadMax, false],
    ['howItWorks.title', limits.sectionTitleMax, true],
    ['howItWorks.steps.0.title', limits.cardTitleMax, true],
    ['howItWorks.steps.0.timeline', limits.timelineMax, true],
    ['howItWorks.steps.0.description', limits.cardTextMax, true],
    ['howItWorks.steps.0.proof', limits.proofMax, true],
    ['seamless.title', limits.sectionTitleMax, true],
    ['seamless.lead', limits.sectionLeadMax, false],
    ['seamless.tools.0.tool', limits.toolNameMax, true],
    ['seamless.tools.0.title', limits.cardTitleMax, true],
    ['seamless.tools.0.text', limits.cardTextMax, true],
    ['seamless.ctaLabel', limits.ctaLabelMax, true],
    ['seamless.ctaLead', limits.ctaLeadMax, true],
    ['seo.title', seoLimits.titleMax, false],
    ['seo.description', seoLimits.descriptionMax, false],
    ['seo.image.alt', seoLimits.imageAltMax, true],
  ] as const;

  it.each(texts)('%s, at most %i characters in both', async (field, max) => {
    expect(studioRulesAt(field).max).toBe(max);
    await expectBoth(edit(sample(), field, 'x'.repeat(max)), true);
    await expectBoth(edit(sample(), field, 'x'.repeat(max + 1)), false);
  });

  it.each(texts.filter(([, , isRequired]) => isRequired))('%s, blank counts as missing in both', async (field) => {
    await expectBoth(edit(sample(), field, '   '), false);
  });

  it.each(texts.filter(([, , isRequired]) => !isRequired))('%s, empty is fine for both', async (field) => {
    await expectBoth(edit(sample(), field, ''), true);
  });

  it.each([
    ['hero.facts', limits.factsMin, limits.factsMax],
    ['painPoints.items', limits.painPointsMin, limits.painPointsMax],
    ['solution.stats', limits.statsMin, limits.statsMax],
    ['solution.points', limits.pointsMin, limits.pointsMax],
    ['services.items', limits.servicesMin, limits.servicesMax],
    ['services.items.0.features', limits.featuresMin, limits.featuresMax],
    ['howItWorks.steps', limits.stepsMin, limits.stepsMax],
    ['seamless.tools', limits.toolsMin, limits.toolsMax],
  ] as const)('%s, from %i to %i entries in both', async (field, min, max) => {
    const doc = sample();
    const rules = studioRulesAt(field);
    expect([rules.min, rules.max]).toEqual([min, max]);
    const first = (valueAt(doc, field) as unknown[])[0];
    const entries = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        typeof first === 'object' ? { ...(first as object), _key: `entry-${i}` } : first,
      );
    await expectBoth(edit(doc, field, entries(min)), true);
    await expectBoth(edit(doc, field, entries(max)), true);
    if (min > 0) await expectBoth(edit(doc, field, entries(min - 1)), false);
    await expectBoth(edit(doc, field, entries(max + 1)), false);
  });
});

describe('the option lists: icons, colours, drawings', () => {
  it.each([
    ['painPoints.items.0.icon', painPointIcons],
    ['services.items.0.icon', serviceIcons],
    ['services.items.0.badgeColour', serviceBadgeColours],
    ['howItWorks.steps.0.icon', stepIcons],
    ['howItWorks.steps.0.colour', stepColours],
    ['seamless.tools.0.kind', toolKinds],
  ] as const)(
    '%s: the Studio offers exactly the code’s, each named, and both refuse another',
    async (field, values) => {
      const list = studioFieldAt(field).options?.list ?? [];
      expect(optionValues(studioFieldAt(field))).toEqual([...values]);
      for (const option of list) expect(typeof option === 'object' && option.title?.trim()).toBeTruthy();
      for (const value of values) await expectBoth(edit(sample(), field, value), true);
      await expectBoth(edit(sample(), field, 'sparkles'), false);
    },
  );
});

describe('video ids and the share image', () => {
  it.each([
    ['a Wistia id', 'abc123', true],
    ['a YouTube id', 'youtube:dQw4w9WgXcQ', true],
    ['an id with spaces around it', ' abc123 ', true],
    ['a Wistia address', 'https://fast.wistia.com/medias/abc123', false],
    ['markup', '"><script>', false],
    ['blank', '   ', false],
  ])("a service's video: %s is accepted by both or refused by both", async (_label, id, accepted) => {
    await expectBoth(edit(sample(), 'services.items.1.demo.mediaId', id), accepted);
  });

  it('a refused media id: the Studio says what it takes', () => {
    expect(studioRulesAt('services.items.0.demo.mediaId').custom!('https://x')).toBe(mediaIdHint);
  });

  it('a share image without its file: the Studio asks for it, the site reads the page without one', async () => {
    const withoutFile = edit(sample(), 'seo.image', { _type: 'image', alt: 'A product demo' });
    expect(studioPublishes(withoutFile)).toBe(false);
    expect(await siteReads(withoutFile)).toBe(true);
  });
});
