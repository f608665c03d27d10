// The Studio refuses what the site would refuse, for a landing page: each section's required fields and limits,
// the number of videos, figures, questions and sections, their order, the address (its form, and not one the site
// serves), in the Studio's validation (sanity/schema-types/landing-page.ts) against the site's query and zod schema
// (lib/landing/). A Studio rule is read by running its validation function on a recorder that notes each rule it
// sets; a stored document is then published by the Studio exactly when the site reads it.
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { landingLimits, landingSectionTypes, reservedSegments } from '@/lib/landing/limits';
import { landingPageQuery } from '@/lib/landing/queries';
import { landingPageLookupSchema, landingSectionSchema } from '@/lib/landing/schemas';
import { seoLimits } from '@/lib/marketing/limits';
import { landingPage } from '@/sanity/schema-types/landing-page';
import { mediaIdHint } from '@/lib/content/rules';
import {
  arrayMember,
  edit,
  namedTypes,
  pathOf,
  type Recorded,
  studioAccepts,
  studioRules,
  valueAt,
} from '../fixtures/studio-rules';

/** The limits the Studio states (sanity/schema-types/landing-page.ts, each section's schema.ts, the shared shapes of
 * sanity/fields/shapes.ts), and the page's address and count of sections (lib/landing/limits.ts). */
const limits = {
  ...landingLimits,
  titleMax: 80,
  headingMax: 80,
  leadMax: 300,
  buttonMax: 40,
  eyebrowMax: 40,
  videosMin: 1,
  videosMax: 6,
  statValueMax: 20,
  statLabelMax: 80,
  statsMin: 3,
  statsMax: 4,
  ctaTextMax: 300,
  videoTitleMax: 80,
  videoSubtitleMax: 120,
  questionMax: 160,
  answerMax: 600,
  faqMin: 1,
  faqMax: 20,
};

type StudioType = {
  name?: string;
  type?: string;
  icon?: unknown;
  preview?: { prepare?: (value: Record<string, unknown>) => { title?: unknown; subtitle?: unknown } };
  validation?: unknown;
  fields?: StudioType[];
  of?: StudioType[];
};

const imageAsset = {
  _id: 'image-abc123-1200x630-png',
  _type: 'sanity.imageAsset',
  url: 'https://cdn.sanity.io/images/p/d/abc123-1200x630.png',
  metadata: { dimensions: { width: 1200, height: 630 } },
};

type Doc = Record<string, unknown>;
const embedded = readFileSync('content/dataset.ndjson', 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc)
  .find((doc) => doc._type === 'landingPage')!;
const embeddedSections = embedded.sections as Doc[];

/** The embedded page with every kind of section (services added) and a share image. */
const sample: Doc = {
  ...embedded,
  seo: {
    _type: 'seo',
    title: 'Webinar clips',
    description: 'A month of clips.',
    noIndex: false,
    image: { _type: 'image', asset: { _type: 'reference', _ref: imageAsset._id }, alt: 'A webinar cut into clips' },
  },
  sections: [
    ...embeddedSections.slice(0, 4),
    { _key: 'services', _type: 'servicesSection' },
    ...embeddedSections.slice(4),
  ],
};
const at = Object.fromEntries((sample.sections as Doc[]).map((section, index) => [section._type, index])) as Record<
  (typeof landingSectionTypes)[number],
  number
>;

const studioPublishes = (doc: Doc) => studioAccepts(landingPage as unknown as StudioType, doc);

async function siteReads(doc: Doc) {
  const slug = (doc.slug as { current?: unknown } | undefined)?.current;
  if (typeof slug !== 'string') return false; // no address: no page
  const result = await (
    await evaluate(parse(landingPageQuery), { dataset: [doc, imageAsset], params: { slug } })
  ).get();
  const parsed = landingPageLookupSchema.safeParse(result);
  return parsed.success && parsed.data !== null;
}

async function expectBoth(doc: Doc, accepted: boolean) {
  expect(studioPublishes(doc)).toBe(accepted);
  expect(await siteReads(doc)).toBe(accepted);
}

/** The rules of the Studio field at `field` of the sample: a number steps into the array member of that item. */
function studioRulesAt(field: string): Recorded {
  let type = landingPage as unknown as StudioType;
  let value: unknown = sample;
  for (const segment of pathOf(field)) {
    value = (value as Record<string | number, unknown>)[segment];
    const next =
      typeof segment === 'number'
        ? arrayMember(type, value)
        : (type.fields ?? namedTypes[type.type ?? '']?.fields ?? []).find((candidate) => candidate.name === segment);
    if (!next) throw new Error(`no Studio field ${field}`);
    type = next;
  }
  return studioRules(type);
}

const section = (type: (typeof landingSectionTypes)[number], field = '') =>
  `sections.${at[type]}${field ? `.${field}` : ''}`;

describe('the Studio’s sections are the site’s', () => {
  const members = (landingPage.fields.find((field) => field.name === 'sections') as unknown as StudioType).of!;

  it('one member per section type, in the same order, each with an icon and a preview', () => {
    expect(members.map((member) => member.name)).toEqual(landingSectionTypes);
    expect(landingSectionSchema.options.map((option) => option.shape._type.value)).toEqual(landingSectionTypes);
    for (const member of members) {
      expect(member.icon, member.name).toBeDefined();
      expect(member.preview?.prepare?.({}).title, member.name).toEqual(expect.any(String));
    }
  });

  it('the sample holds every kind of section', () => {
    expect(Object.keys(at).sort()).toEqual([...landingSectionTypes].sort());
  });
});

describe('a landing page: the Studio requires what the site requires', () => {
  it('the sample and the embedded page pass both', async () => {
    await expectBoth(sample, true);
    await expectBoth(embedded, true);
  });

  it.each([
    'title',
    'slug',
    'sections',
    'seo.image.alt',
    section('heroSection', 'title'),
    section('heroSection', 'lead'),
    section('heroSection', 'buttonLabel'),
    section('videoShowcaseSection', 'title'),
    section('videoShowcaseSection', 'videos'),
    section('videoShowcaseSection', 'videos.0.mediaId'),
    section('videoShowcaseSection', 'videos.0.title'),
    section('videoShowcaseSection', 'videos.0.subtitle'),
    section('statsSection', 'title'),
    section('statsSection', 'items'),
    section('statsSection', 'items.0.value'),
    section('statsSection', 'items.0.label'),
    section('faqSection', 'title'),
    section('faqSection', 'items'),
    section('faqSection', 'items.0.question'),
    section('faqSection', 'items.0.answer'),
    section('callToActionSection', 'title'),
    section('callToActionSection', 'text'),
    section('callToActionSection', 'buttonLabel'),
  ])('%s is required by both', async (field) => {
    if (field !== 'slug') expect(studioRulesAt(field).required).toBe(true);
    await expectBoth(edit(sample, field, undefined), false);
  });

  it.each([
    'seo',
    'seo.title',
    'seo.description',
    'seo.image',
    'seo.noIndex',
    section('heroSection', 'eyebrow'),
    section('videoShowcaseSection', 'lead'),
    section('statsSection', 'lead'),
    section('faqSection', 'lead'),
    ...(['servicesSection', 'testimonialsSection', 'processSection', 'logosSection'] as const).flatMap((type) => [
      section(type, 'heading'),
      section(type, 'lead'),
    ]),
  ])('%s may be left out in both', async (field) => {
    expect(studioRulesAt(field).required).toBe(false);
    await expectBoth(edit(sample, field, undefined), true);
  });
});

describe('a landing page: the Studio and the site share the limits', () => {
  const siteWords = (type: 'servicesSection' | 'testimonialsSection' | 'processSection' | 'logosSection') =>
    [
      [section(type, 'heading'), limits.headingMax, false],
      [section(type, 'lead'), limits.leadMax, false],
    ] as const;
  const texts = [
    ['title', limits.titleMax, true],
    ['seo.title', seoLimits.titleMax, false],
    ['seo.description', seoLimits.descriptionMax, false],
    ['seo.image.alt', seoLimits.imageAltMax, true],
    [section('heroSection', 'eyebrow'), limits.eyebrowMax, false],
    [section('heroSection', 'title'), limits.headingMax, true],
    [section('heroSection', 'lead'), limits.leadMax, true],
    [section('heroSection', 'buttonLabel'), limits.buttonMax, true],
    [section('videoShowcaseSection', 'title'), limits.headingMax, true],
    [section('videoShowcaseSection', 'lead'), limits.leadMax, false],
    [section('videoShowcaseSection', 'videos.0.title'), limits.videoTitleMax, true],
    [section('videoShowcaseSection', 'videos.0.subtitle'), limits.videoSubtitleMax, true],
    [section('statsSection', 'title'), limits.headingMax, true],
    [section('statsSection', 'lead'), limits.leadMax, false],
    [section('statsSection', 'items.0.value'), limits.statValueMax, true],
    [section('statsSection', 'items.0.label'), limits.statLabelMax, true],
    [section('faqSection', 'title'), limits.headingMax, true],
    [section('faqSection', 'lead'), limits.leadMax, false],
    [section('faqSection', 'items.0.question'), limits.questionMax, true],
    [section('faqSection', 'items.0.answer'), limits.answerMax, true],
    [section('callToActionSection', 'title'), limits.headingMax, true],
    [section('callToActionSection', 'text'), limits.ctaTextMax, true],
    [section('callToActionSection', 'buttonLabel'), limits.buttonMax, true],
    ...siteWords('servicesSection'),
    ...siteWords('testimonialsSection'),
    ...siteWords('processSection'),
    ...siteWords('logosSection'),
  ] as const;

  it.each(texts)('%s: at most %i characters in both', async (field, max) => {
    expect(studioRulesAt(field).max).toBe(max);
    await expectBoth(edit(sample, field, 'x'.repeat(max)), true);
    await expectBoth(edit(sample, field, 'x'.repeat(max + 1)), false);
  });

  it.each(texts.filter(([, , required]) => required))('%s: blank counts as missing in both', async (field) => {
    await expectBoth(edit(sample, field, '   '), false);
  });

  it.each(texts.filter(([, , required]) => !required))('%s: empty is fine for both', async (field) => {
    await expectBoth(edit(sample, field, ''), true);
  });

  it.each([
    [section('videoShowcaseSection', 'videos'), limits.videosMin, limits.videosMax],
    [section('statsSection', 'items'), limits.statsMin, limits.statsMax],
    [section('faqSection', 'items'), limits.faqMin, limits.faqMax],
  ] as const)('%s: from %i to %i entries in both', async (field, min, max) => {
    const rules = studioRulesAt(field);
    expect([rules.min, rules.max]).toEqual([min, max]);
    const first = (valueAt(sample, field) as Doc[])[0]!;
    const entries = (count: number) => Array.from({ length: count }, (_, i) => ({ ...first, _key: `entry-${i}` }));
    await expectBoth(edit(sample, field, entries(min)), true);
    await expectBoth(edit(sample, field, entries(max)), true);
    await expectBoth(edit(sample, field, entries(min - 1)), false);
    await expectBoth(edit(sample, field, entries(max + 1)), false);
  });

  it(`sections: from ${limits.sectionsMin} to ${limits.sectionsMax} in both (a hero, then calls to action)`, async () => {
    const [hero] = sample.sections as Doc[];
    const cta = (sample.sections as Doc[])[at.callToActionSection]!;
    const page = (count: number) => ({
      ...sample,
      sections: count === 0 ? [] : [hero, ...Array.from({ length: count - 1 }, (_, i) => ({ ...cta, _key: `c${i}` }))],
    });
    const rules = studioRulesAt('sections');
    expect([rules.min, rules.max]).toEqual([limits.sectionsMin, limits.sectionsMax]);
    await expectBoth(page(limits.sectionsMin), true);
    await expectBoth(page(limits.sectionsMax), true);
    await expectBoth(page(limits.sectionsMin - 1), false);
    await expectBoth(page(limits.sectionsMax + 1), false);
  });
});

describe('a landing page: its sections’ order, kinds and videos', () => {
  const sections = sample.sections as Doc[];
  const hero = sections[at.heroSection]!;
  const cta = sections[at.callToActionSection]!;
  const services = sections[at.servicesSection]!;

  it.each([
    ['a hero, then anything', [hero, services, cta], true],
    ['a call to action twice', [hero, cta, { ...cta, _key: 'cta-2' }], true],
    ['no hero first', [services, hero], false],
    ['two heroes', [hero, { ...hero, _key: 'hero-2' }], false],
    ['the services twice', [hero, services, { ...services, _key: 'services-2' }], false],
    ['a kind of section the site does not know', [hero, { _key: 'p', _type: 'pricingSection' }], false],
  ])('%s: accepted by both or refused by both', async (_label, list, accepted) => {
    await expectBoth({ ...sample, sections: list }, accepted);
  });

  it('a refused order: the Studio says what is wrong', () => {
    expect(studioRulesAt('sections').custom!([{ _type: 'statsSection' }, { _type: 'heroSection' }])).toMatch(
      /starts with a hero/,
    );
  });

  it.each([
    ['a Wistia id', 'abc123', true],
    ['a YouTube id', 'youtube:dQw4w9WgXcQ', true],
    ['an id with spaces around it', ' abc123 ', true],
    ['a Wistia address', 'https://fast.wistia.com/medias/abc123', false],
    ['markup', '"><script>', false],
  ])('video ids: %s is accepted by both or refused by both', async (_label, id, accepted) => {
    await expectBoth(edit(sample, section('videoShowcaseSection', 'videos.0.mediaId'), id), accepted);
    if (!accepted)
      expect(studioRulesAt(section('videoShowcaseSection', 'videos.0.mediaId')).custom!(id)).toBe(mediaIdHint);
  });
});

describe('a landing page’s address', () => {
  it.each<[string, string, boolean]>([
    ['a plain address', 'webinar-offer', true],
    ['digits', 'q3-2027', true],
    ['the longest', 'x'.repeat(limits.slugMax), true],
    ['one too long', 'x'.repeat(limits.slugMax + 1), false],
    ['capitals', 'Webinar-Offer', false],
    ['a space', 'webinar offer', false],
    ['a slash', 'webinar/offer', false],
    ['a double dash', 'webinar--offer', false],
    ['an accent', 'vídeo', false],
    ['a dot', 'offer.html', false],
    ...reservedSegments
      .filter((segment) => /^[a-z0-9-]+$/.test(segment))
      .map((segment): [string, string, boolean] => [`the site's /${segment}`, segment, false]),
  ])('%s (%j): accepted by both or refused by both', async (_label, slug, accepted) => {
    await expectBoth({ ...sample, slug: { _type: 'slug', current: slug } }, accepted);
  });

  it('an address the site serves: the Studio names it', () => {
    expect(studioRulesAt('slug').custom!({ current: 'pricing' })).toBe(
      'The site already has a page at /pricing: choose another address.',
    );
  });

  it('none: the Studio asks for one (another landing page’s address is refused by the slug type itself)', () => {
    expect(studioRulesAt('slug').custom!(undefined)).toBe('A landing page needs an address.');
  });
});
