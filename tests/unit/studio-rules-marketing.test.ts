// The Studio refuses what the site would refuse, for the marketers' documents (pricing, the offer, testimonials,
// the settings): each stored document is published by the Studio exactly when the site reads it, and both refuse a
// text one character over its limit.
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { claimNames, testimonialTints } from '@/lib/marketing/limits';
import { siteSettingsQuery, specialOfferQuery, testimonialsQuery } from '@/lib/marketing/queries';
import { pricingPageSchema, siteSettingsSchema, specialOfferSchema, testimonialSchema } from '@/lib/marketing/schemas';
import { mediaIdHint } from '@/lib/content/rules';
import { runningTimeHint } from '@/sanity/fields/rules';
import { pricingPage, pricingPageQuery } from '@/sanity/schema-types/pricing-page';
import { siteSettings } from '@/sanity/schema-types/site-settings';
import { specialOffer } from '@/sanity/schema-types/special-offer';
import { testimonial } from '@/sanity/schema-types/testimonial';
import {
  edit,
  namedTypes,
  pathOf,
  type Recorded,
  studioAccepts,
  studioRules,
  type StudioType,
  valueAt,
} from '../fixtures/studio-rules';

// The shared shapes' limits, as the Studio states them (sanity/fields/shapes.ts).
const faqLimits = { questionMax: 160, answerMax: 600, min: 1, max: 20 } as const;

// The marketers' documents as the Studio stores them, read through the site's own queries (run by groq-js) and
// parsed by its schemas: one stored document is published by the Studio exactly when the site reads it.
const imageAsset = {
  _id: 'image-abc123-1200x630-png',
  _type: 'sanity.imageAsset',
  url: 'https://cdn.sanity.io/images/p/d/abc123-1200x630.png',
  metadata: { dimensions: { width: 1200, height: 630 } },
};
const shareImage = {
  _type: 'image',
  asset: { _type: 'reference', _ref: imageAsset._id },
  alt: 'A storyboard on a desk',
};

type Doc = Record<string, unknown>;

const pricingDoc: Doc = {
  _id: 'pricingPage',
  _type: 'pricingPage',
  seo: { _type: 'seo', title: 'Pricing', description: 'Plans and prices.', noIndex: false, image: shareImage },
  badge: 'Pricing',
  title: 'Video that pays for itself',
  lead: 'Put in your own numbers.',
  plansTitle: 'Plans',
  plansLead: 'One video, or a partner.',
  popularBadge: 'Most Popular',
  plans: [
    {
      _key: 'starter',
      _type: 'plan',
      name: 'Starter',
      price: '$499',
      period: 'per video',
      description: 'One polished product demo.',
      features: ['1 product demo video', '2 revisions'],
      popular: false,
      cta: 'Book Your First Video',
    },
  ],
  faqTitle: 'Frequently asked questions',
  faqLead: 'Formats and timing.',
  faq: [{ _key: 'faq-1', _type: 'faqItem', question: 'How long does it take?', answer: 'Two weeks.' }],
  finalCta: { title: 'Turn these numbers into a plan', text: 'Book a free call.', label: 'Book a call' },
};

const offerDoc: Doc = {
  _id: 'specialOffer',
  _type: 'specialOffer',
  enabled: true,
  headline: '3 Social Media Videos',
  text: 'Three short vertical videos.',
  regularPrice: '$250',
  offerPrice: '$100',
  partner: 'for Lovable users',
  videos: [{ _key: 'video-1', _type: 'offerVideo', mediaId: 's1o2f3f4e5', title: 'Social video sample 1' }],
  cta: { label: 'Claim Your Offer', href: 'https://www.instagram.com/launchframe.video' },
  endsAt: '2030-06-01T10:00:00.000Z',
};

const testimonialDoc: Doc = {
  _id: 'testimonial-ledgerloop',
  _type: 'testimonial',
  order: 1,
  company: 'Ledgerloop',
  authorName: 'Maya Okafor',
  authorRole: 'Co-founder & CEO',
  profileUrl: 'https://www.linkedin.com/in/maya-okafor',
  quote: 'Trial sign-ups were up within a month.',
  tint: 'indigo',
  duration: '1:42',
  mediaId: 't1a4c8r2mv',
};

const settingsDoc: Doc = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  bookingUrl: 'https://cal.com/launchframe/video-growth-plan',
  socialUrl: 'https://www.instagram.com/launchframe.video',
  professionalNetworkUrl: 'https://www.linkedin.com/company/launchframe-video',
  email: { hello: 'hello@launchframe.video', careers: 'careers@launchframe.video' },
  claims: Object.fromEntries(claimNames.map((name) => [name, '30'])),
};

const marketing = {
  siteSettings: {
    studio: siteSettings,
    sample: settingsDoc,
    query: siteSettingsQuery,
    read: (result: unknown) => siteSettingsSchema.safeParse(result).success,
  },
  pricingPage: {
    studio: pricingPage,
    sample: pricingDoc,
    query: pricingPageQuery,
    read: (result: unknown) => pricingPageSchema.safeParse(result).success,
  },
  specialOffer: {
    studio: specialOffer,
    sample: offerDoc,
    query: specialOfferQuery,
    read: (result: unknown) => specialOfferSchema.safeParse(result).success,
  },
  testimonial: {
    studio: testimonial,
    sample: testimonialDoc,
    query: testimonialsQuery,
    read: (result: unknown) =>
      Array.isArray(result) && result.length === 1 && testimonialSchema.safeParse(result[0]).success,
  },
};
type Kind = keyof typeof marketing;

const studioTypeOf = (kind: Kind) => marketing[kind].studio as unknown as StudioType;
const studioPublishes = (kind: Kind, doc: Doc) => studioAccepts(studioTypeOf(kind), doc);

async function siteReads(kind: Kind, doc: Doc) {
  const { query, read } = marketing[kind];
  return read(await (await evaluate(parse(query), { dataset: [doc, imageAsset] })).get());
}

async function expectBoth(kind: Kind, doc: Doc, accepted: boolean) {
  expect(studioPublishes(kind, doc)).toBe(accepted);
  expect(await siteReads(kind, doc)).toBe(accepted);
}

/** The rules of the Studio field at `field`: a number steps into an array's member. */
function studioRulesAt(kind: Kind, field: string): Recorded {
  const type = pathOf(field).reduce<StudioType>((current, segment) => {
    if (typeof segment === 'number') return current.of![0]!;
    const fields = current.fields ?? namedTypes[current.type ?? '']?.fields ?? [];
    const next = fields.find((candidate) => candidate.name === segment);
    if (!next) throw new Error(`no Studio field ${field}`);
    return next;
  }, studioTypeOf(kind));
  return studioRules(type);
}

describe('the marketers’ documents: the Studio requires what the site requires', () => {
  it.each(Object.keys(marketing) as Kind[])('a valid %s passes both', async (kind) => {
    await expectBoth(kind, marketing[kind].sample, true);
  });

  it.each([
    ...[
      'badge',
      'title',
      'lead',
      'plansTitle',
      'plansLead',
      'popularBadge',
      'plans',
      'faqTitle',
      'faqLead',
      'faq',
      'finalCta',
      'plans.0.name',
      'plans.0.price',
      'plans.0.description',
      'plans.0.features',
      'plans.0.cta',
      'faq.0.question',
      'faq.0.answer',
      'finalCta.title',
      'finalCta.text',
      'finalCta.label',
      'seo.image.alt',
    ].map((field) => ['pricingPage', field] as const),
    ...[
      'enabled',
      'headline',
      'text',
      'regularPrice',
      'offerPrice',
      'videos',
      'cta',
      'videos.0.mediaId',
      'videos.0.title',
      'cta.label',
      'cta.href',
    ].map((field) => ['specialOffer', field] as const),
    ...['company', 'authorName', 'authorRole', 'profileUrl', 'quote', 'tint', 'duration', 'mediaId'].map(
      (field) => ['testimonial', field] as const,
    ),
    ...[
      'bookingUrl',
      'socialUrl',
      'professionalNetworkUrl',
      'email',
      'email.hello',
      'email.careers',
      'claims',
      ...claimNames.map((name) => `claims.${name}`),
    ].map((field) => ['siteSettings', field] as const),
  ])('%s: %s is required by both', async (kind, field) => {
    expect(studioRulesAt(kind, field).required).toBe(true);
    await expectBoth(kind, edit(marketing[kind].sample, field, undefined), false);
  });

  it.each([
    ['pricingPage', 'seo'],
    ['pricingPage', 'seo.title'],
    ['pricingPage', 'seo.description'],
    ['pricingPage', 'seo.image'],
    ['pricingPage', 'seo.noIndex'],
    ['pricingPage', 'plans.0.period'],
    ['pricingPage', 'plans.0.popular'],
    ['specialOffer', 'partner'],
    ['specialOffer', 'endsAt'],
    ['testimonial', 'order'],
  ] as const)('%s: %s may be left out in both', async (kind, field) => {
    expect(studioRulesAt(kind, field).required).toBe(false);
    await expectBoth(kind, edit(marketing[kind].sample, field, undefined), true);
  });
});

describe('the marketers’ documents: the Studio and the site refuse the same lengths and counts', () => {
  const texts = [
    ['pricingPage', 'badge', 30, true],
    ['pricingPage', 'title', 80, true],
    ['pricingPage', 'lead', 300, true],
    ['pricingPage', 'plansTitle', 80, true],
    ['pricingPage', 'plansLead', 300, true],
    ['pricingPage', 'popularBadge', 30, true],
    ['pricingPage', 'faqTitle', 80, true],
    ['pricingPage', 'faqLead', 300, true],
    ['pricingPage', 'plans.0.name', 30, true],
    ['pricingPage', 'plans.0.price', 30, true],
    ['pricingPage', 'plans.0.period', 30, false],
    ['pricingPage', 'plans.0.description', 160, true],
    ['pricingPage', 'plans.0.features.0', 80, true],
    ['pricingPage', 'plans.0.cta', 40, true],
    ['pricingPage', 'faq.0.question', faqLimits.questionMax, true],
    ['pricingPage', 'faq.0.answer', faqLimits.answerMax, true],
    ['pricingPage', 'finalCta.title', 80, true],
    ['pricingPage', 'finalCta.text', 300, true],
    ['pricingPage', 'finalCta.label', 40, true],
    ['pricingPage', 'seo.title', 70, false],
    ['pricingPage', 'seo.description', 200, false],
    ['pricingPage', 'seo.image.alt', 160, true],
    ['specialOffer', 'headline', 60, true],
    ['specialOffer', 'text', 200, true],
    ['specialOffer', 'regularPrice', 20, true],
    ['specialOffer', 'offerPrice', 20, true],
    ['specialOffer', 'partner', 60, false],
    ['specialOffer', 'videos.0.title', 80, true],
    ['specialOffer', 'cta.label', 40, true],
    ['testimonial', 'company', 60, true],
    ['testimonial', 'authorName', 80, true],
    ['testimonial', 'authorRole', 80, true],
    ['testimonial', 'quote', 300, true],
    ...claimNames.map((name) => ['siteSettings', `claims.${name}`, 12, true] as const),
  ] as const;

  it.each(texts)('%s: %s, at most %i characters in both', async (kind, field, max) => {
    const { sample } = marketing[kind];
    expect(studioRulesAt(kind, field).max).toBe(max);
    await expectBoth(kind, edit(sample, field, 'x'.repeat(max)), true);
    await expectBoth(kind, edit(sample, field, 'x'.repeat(max + 1)), false);
  });

  it.each(texts.filter(([, , , required]) => required))(
    '%s: %s, blank counts as missing in both',
    async (kind, field) => {
      await expectBoth(kind, edit(marketing[kind].sample, field, '   '), false);
    },
  );

  it.each(texts.filter(([, , , required]) => !required))('%s: %s, empty is fine for both', async (kind, field) => {
    await expectBoth(kind, edit(marketing[kind].sample, field, ''), true);
  });

  it.each([
    ['pricingPage', 'plans', 1, 3],
    ['pricingPage', 'plans.0.features', 1, 8],
    ['pricingPage', 'faq', faqLimits.min, faqLimits.max],
    ['specialOffer', 'videos', 1, 3],
  ] as const)('%s: %s, from %i to %i entries in both', async (kind, field, min, max) => {
    const { sample } = marketing[kind];
    const rules = studioRulesAt(kind, field);
    expect([rules.min, rules.max]).toEqual([min, max]);
    const first = (valueAt(sample, field) as unknown[])[0];
    const entries = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        typeof first === 'object' ? { ...(first as object), _key: `entry-${i}` } : first,
      );
    await expectBoth(kind, edit(sample, field, entries(min)), true);
    await expectBoth(kind, edit(sample, field, entries(max)), true);
    await expectBoth(kind, edit(sample, field, entries(min - 1)), false);
    await expectBoth(kind, edit(sample, field, entries(max + 1)), false);
  });
});

describe('the marketers’ documents: ids, running times, addresses and tints', () => {
  it.each([
    ['a Wistia id', 'abc123', true],
    ['a YouTube id', 'youtube:dQw4w9WgXcQ', true],
    ['an id with spaces around it', ' abc123 ', true],
    ['a Wistia address', 'https://fast.wistia.com/medias/abc123', false],
    ['markup', '"><script>', false],
    ['blank', '   ', false],
  ])('media ids: %s is accepted by both or refused by both', async (_label, id, accepted) => {
    await expectBoth('specialOffer', edit(offerDoc, 'videos.0.mediaId', id), accepted);
    await expectBoth('testimonial', edit(testimonialDoc, 'mediaId', id), accepted);
  });

  it('a refused media id: the Studio says what it takes', () => {
    expect(studioRulesAt('testimonial', 'mediaId').custom!('https://x')).toBe(mediaIdHint);
  });

  it.each([
    ['1:42', true],
    ['12:05', true],
    ['1:05:30', true],
    ['90', false],
    ['1:60', false],
    ['PT1M42S', false],
  ])('testimonial running time %j: accepted by both or refused by both', async (duration, accepted) => {
    await expectBoth('testimonial', edit(testimonialDoc, 'duration', duration), accepted);
    if (!accepted) expect(studioRulesAt('testimonial', 'duration').custom!(duration)).toBe(runningTimeHint);
  });

  it.each([
    ['an https address', 'https://www.linkedin.com/in/someone', true],
    ['an http address', 'http://example.com/profile', true],
    ['an ftp address', 'ftp://example.com/file', false],
    ['a relative address', '/about', false],
    ['an e-mail link', 'mailto:hello@example.com', false],
    ['a script', 'javascript:alert(1)', false],
  ])('addresses: %s is accepted by both or refused by both', async (_label, address, accepted) => {
    expect(studioRulesAt('testimonial', 'profileUrl').uri?.scheme).toEqual(['http', 'https']);
    await expectBoth('testimonial', edit(testimonialDoc, 'profileUrl', address), accepted);
    await expectBoth('specialOffer', edit(offerDoc, 'cta.href', address), accepted);
  });

  it.each([
    ['an https address', 'https://cal.com/launchframe/intro', true],
    ['an http address', 'http://cal.com/launchframe/intro', false],
    ['a relative address', '/book', false],
    ['a script', 'javascript:alert(1)', false],
  ])('the settings’ addresses: %s is accepted by both or refused by both', async (_label, address, accepted) => {
    for (const field of ['bookingUrl', 'socialUrl', 'professionalNetworkUrl']) {
      expect(studioRulesAt('siteSettings', field).uri?.scheme).toEqual(['https']);
      await expectBoth('siteSettings', edit(settingsDoc, field, address), accepted);
    }
  });

  it('the settings’ e-mail addresses: the site refuses one that is not an address', async () => {
    expect(
      siteSettingsSchema.safeParse({ ...settingsDoc, email: { hello: 'hello', careers: 'careers@x.video' } }).success,
    ).toBe(false);
  });

  it('tints: the Studio offers exactly the site’s, and both refuse another', async () => {
    const tint = (testimonial.fields as StudioType[]).find((field) => field.name === 'tint')!;
    expect(tint.options?.list).toEqual([...testimonialTints]);
    for (const value of testimonialTints) await expectBoth('testimonial', { ...testimonialDoc, tint: value }, true);
    await expectBoth('testimonial', { ...testimonialDoc, tint: 'violet' }, false);
  });

  it('the offer switched off is still an offer both read (the site then shows none)', async () => {
    await expectBoth('specialOffer', { ...offerDoc, enabled: false }, true);
  });

  it('a share image without its file: the Studio asks for it, the site reads the page without one', async () => {
    const withoutFile = edit(pricingDoc, 'seo.image', { _type: 'image', alt: 'A storyboard' });
    expect(studioPublishes('pricingPage', withoutFile)).toBe(false);
    expect(await siteReads('pricingPage', withoutFile)).toBe(true);
  });

  it('the embedded dataset’s pricing page, offer and testimonials pass both', async () => {
    const docs = readFileSync('content/dataset.ndjson', 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Doc)
      .filter((doc) => doc._type === 'pricingPage' || doc._type === 'specialOffer' || doc._type === 'testimonial');
    expect(docs.length).toBeGreaterThan(2);
    for (const doc of docs) await expectBoth(doc._type as Kind, doc, true);
  });
});
