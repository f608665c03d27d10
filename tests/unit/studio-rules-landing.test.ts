// The Studio refuses what the site would refuse, for a landing page: each section's required fields and limits,
// the number of videos, figures, questions and sections, their order, the address (its form, and not one the site
// serves), in the Studio's validation (sanity/schema-types/landing-page.ts) against the site's query and zod schema
// (lib/landing/). A Studio rule is read by running its validation function on a recorder that notes each rule it
// sets; a stored document is then published by the Studio exactly when the site reads it.
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { landingLimits, landingSectionTypes, reservedSegments } from '@/lib/landing/limits';
import { landingPageQuery } from '@/lib/landing/queries';
import { landingPageLookupSchema, landingSectionSchema } from '@/lib/landing/schemas';
import { seoLimits } from '@/lib/marketing/limits';
import { landingPage } from '@/sanity/schema-types/landing-page';
import { mediaIdHint } from '@/lib/content/rules';
import {
  bothSides,
  type Doc,
  edit,
  imageAsset,
  imageOf,
  mediaIdCases,
  storedDocuments,
  testListCounts,
  testTextLimits,
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

const embedded = storedDocuments().find((doc) => doc._type === 'landingPage')!;
const embeddedSections = embedded.sections as Doc[];

/** A testimonials section's chosen testimonials, by reference, in the page's order. */
const chosen = (...ids: string[]) => ids.map((id) => ({ _key: id, _type: 'reference', _ref: id }));

/** The embedded page with every kind of section (services and pricing added, two testimonials chosen), a share
 * image and a go-live time. */
const sample: Doc = {
  ...embedded,
  seo: {
    _type: 'seo',
    title: 'Webinar clips',
    description: 'A month of clips.',
    noIndex: false,
    image: imageOf('A webinar cut into clips'),
  },
  liveFrom: '2027-03-01T09:00:00.000Z',
  sections: [
    ...embeddedSections.slice(0, 4),
    { _key: 'services', _type: 'servicesSection' },
    ...embeddedSections
      .slice(4)
      .map((section) =>
        section._type === 'testimonialsSection'
          ? { ...section, testimonials: chosen('testimonial-kitewave', 'testimonial-ledgerloop') }
          : section,
      ),
    { _key: 'pricing', _type: 'pricingSection', title: 'Plans for your webinar', lead: 'Pick one after the call.' },
  ],
};
const at = Object.fromEntries((sample.sections as Doc[]).map((section, index) => [section._type, index])) as Record<
  (typeof landingSectionTypes)[number],
  number
>;

async function siteReads(doc: Doc) {
  const slug = (doc.slug as { current?: unknown } | undefined)?.current;
  if (typeof slug !== 'string') return false; // no address: no page
  const result = await (
    await evaluate(parse(landingPageQuery), { dataset: [doc, imageAsset], params: { slug } })
  ).get();
  const parsed = landingPageLookupSchema.safeParse(result);
  return parsed.success && parsed.data !== null;
}

/** A number in a field's path steps into the array member of that item of the sample. */
const page = bothSides({ studio: landingPage, sample, siteReads, membersBySample: true });
const { expectBoth, rulesAt: studioRulesAt } = page;

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
    section('pricingSection', 'title'),
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
    section('pricingSection', 'lead'),
    section('testimonialsSection', 'testimonials'),
    'liveFrom',
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
    [section('pricingSection', 'title'), limits.headingMax, true],
    [section('pricingSection', 'lead'), limits.leadMax, false],
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

  const checks = { named: '%s:', sides: () => page };
  testTextLimits(texts, checks);

  testListCounts(
    [
      [section('videoShowcaseSection', 'videos'), limits.videosMin, limits.videosMax],
      [section('statsSection', 'items'), limits.statsMin, limits.statsMax],
      [section('faqSection', 'items'), limits.faqMin, limits.faqMax],
    ] as const,
    checks,
  );

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
    ['a kind of section the site does not know', [hero, { _key: 'p', _type: 'newsletterSection' }], false],
  ])('%s: accepted by both or refused by both', async (_label, list, accepted) => {
    await expectBoth({ ...sample, sections: list }, accepted);
  });

  it.each([
    ['none chosen (all of them)', [], true],
    ['one', chosen('testimonial-pulsegrid'), true],
    ['two in the page’s order', chosen('testimonial-kitewave', 'testimonial-ledgerloop'), true],
    [
      'the same one twice',
      [...chosen('testimonial-kitewave'), { ...chosen('testimonial-kitewave')[0], _key: 'again' }],
      false,
    ],
  ])('chosen testimonials, %s: accepted by both or refused by both', async (_label, testimonials, accepted) => {
    const field = section('testimonialsSection', 'testimonials');
    await expectBoth(edit(sample, field, testimonials), accepted);
  });

  it('chosen twice: the Studio says so', () => {
    expect(studioRulesAt(section('testimonialsSection', 'testimonials')).custom!(chosen('a', 'b', 'a'))).toMatch(
      /Each testimonial once/,
    );
  });

  it('a refused order: the Studio says what is wrong', () => {
    expect(studioRulesAt('sections').custom!([{ _type: 'statsSection' }, { _type: 'heroSection' }])).toMatch(
      /starts with a hero/,
    );
  });

  it.each(mediaIdCases.filter(([label]) => label !== 'blank'))(
    'video ids: %s is accepted by both or refused by both',
    async (_label, id, accepted) => {
      await expectBoth(edit(sample, section('videoShowcaseSection', 'videos.0.mediaId'), id), accepted);
      if (!accepted)
        expect(studioRulesAt(section('videoShowcaseSection', 'videos.0.mediaId')).custom!(id)).toBe(mediaIdHint);
    },
  );
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
