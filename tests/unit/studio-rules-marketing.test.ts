// The Studio refuses what the site would refuse, for the marketers' documents (pricing, the offer, testimonials,
// the settings): each stored document is published by the Studio exactly when the site reads it, and both refuse a
// text one character over its limit.
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
  bothSides,
  byKind,
  type Doc,
  edit,
  imageOf,
  linkAddressCases,
  mediaIdCases,
  siteReadsBy,
  storedDocuments,
  type StudioType,
  testListCounts,
  testTextLimits,
} from '../fixtures/studio-rules';

// The shared shapes' limits, as the Studio states them (sanity/fields/shapes.ts).
const faqLimits = { questionMax: 160, answerMax: 600, min: 1, max: 20 } as const;

// The marketers' documents as the Studio stores them, read through the site's own queries (run by groq-js) and
// parsed by its schemas: one stored document is published by the Studio exactly when the site reads it.
const shareImage = imageOf('A storyboard on a desk');

const pricingDoc: Doc = {
  _id: 'pricingPage',
  _type: 'pricingPage',
  seo: { _type: 'seo', title: 'Pricing', description: 'Plans and prices.', noIndex: false, image: shareImage },
  badge: 'Pricing',
  title: 'Video that pays for itself',
  lead: 'Put in your own numbers.',
  roiTitle: 'Your return',
  roiLead: 'Move the sliders.',
  roiDisclaimer: 'An estimate, not a promise.',
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
  eyebrow: 'Special Offer',
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
  bookingLabel: 'Book a call',
  bookingNote: 'Fifteen minutes',
  backLabel: 'Home',
  pricingLabel: 'Prices',
  legalEffectiveDate: '2026-01-15',
  socialUrl: 'https://www.instagram.com/launchframe.video',
  professionalNetworkUrl: 'https://www.linkedin.com/company/launchframe-video',
  email: { hello: 'hello@launchframe.video', careers: 'careers@launchframe.video' },
  claims: Object.fromEntries(claimNames.map((name) => [name, '30'])),
};

const marketing = {
  siteSettings: bothSides({
    studio: siteSettings,
    sample: settingsDoc,
    siteReads: siteReadsBy(siteSettingsQuery, (result) => siteSettingsSchema.safeParse(result).success),
  }),
  pricingPage: bothSides({
    studio: pricingPage,
    sample: pricingDoc,
    siteReads: siteReadsBy(pricingPageQuery, (result) => pricingPageSchema.safeParse(result).success),
  }),
  specialOffer: bothSides({
    studio: specialOffer,
    sample: offerDoc,
    siteReads: siteReadsBy(specialOfferQuery, (result) => specialOfferSchema.safeParse(result).success),
  }),
  testimonial: bothSides({
    studio: testimonial,
    sample: testimonialDoc,
    siteReads: siteReadsBy(
      testimonialsQuery,
      (result) => Array.isArray(result) && result.length === 1 && testimonialSchema.safeParse(result[0]).success,
    ),
  }),
};
type Kind = keyof typeof marketing;

const { expectBoth, studioRulesAt, checks } = byKind(marketing);

describe('the marketers’ documents: the Studio requires what the site requires', () => {
  it.each(Object.keys(marketing) as Kind[])('a valid %s passes both', async (kind) => {
    await expectBoth(kind, marketing[kind].sample(), true);
  });

  it.each([
    ...[
      'badge',
      'title',
      'lead',
      'roiTitle',
      'roiLead',
      'roiDisclaimer',
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
      'bookingLabel',
      'backLabel',
      'pricingLabel',
      'legalEffectiveDate',
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
    await expectBoth(kind, edit(marketing[kind].sample(), field, undefined), false);
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
    ['siteSettings', 'bookingNote'],
  ] as const)('%s: %s may be left out in both', async (kind, field) => {
    expect(studioRulesAt(kind, field).required).toBe(false);
    await expectBoth(kind, edit(marketing[kind].sample(), field, undefined), true);
  });
});

describe('the marketers’ documents: the Studio and the site refuse the same lengths and counts', () => {
  const texts = [
    ['pricingPage', 'badge', 30, true],
    ['pricingPage', 'title', 80, true],
    ['pricingPage', 'lead', 300, true],
    ['pricingPage', 'roiTitle', 80, true],
    ['pricingPage', 'roiLead', 300, true],
    ['pricingPage', 'roiDisclaimer', 200, true],
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
    ['siteSettings', 'bookingLabel', 40, true],
    ['siteSettings', 'bookingNote', 80, false],
    ['siteSettings', 'backLabel', 30, true],
    ['siteSettings', 'pricingLabel', 30, true],
    ...claimNames.map((name) => ['siteSettings', `claims.${name}`, 12, true] as const),
  ] as const;

  testTextLimits(texts, checks);

  testListCounts(
    [
      ['pricingPage', 'plans', 1, 3],
      ['pricingPage', 'plans.0.features', 1, 8],
      ['pricingPage', 'faq', faqLimits.min, faqLimits.max],
      ['specialOffer', 'videos', 1, 3],
    ] as const,
    checks,
  );
});

describe('the marketers’ documents: ids, running times, addresses and tints', () => {
  it.each(mediaIdCases)('media ids: %s is accepted by both or refused by both', async (_label, id, accepted) => {
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

  it.each(linkAddressCases)(
    'addresses: %s is accepted by both or refused by both',
    async (_label, address, accepted) => {
      expect(studioRulesAt('testimonial', 'profileUrl').uri?.scheme).toEqual(['http', 'https']);
      await expectBoth('testimonial', edit(testimonialDoc, 'profileUrl', address), accepted);
      await expectBoth('specialOffer', edit(offerDoc, 'cta.href', address), accepted);
    },
  );

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
    expect(marketing.pricingPage.studioPublishes(withoutFile)).toBe(false);
    expect(await marketing.pricingPage.siteReads(withoutFile)).toBe(true);
  });

  it('the embedded dataset’s pricing page, offer and testimonials pass both', async () => {
    const docs = storedDocuments().filter(
      (doc) => doc._type === 'pricingPage' || doc._type === 'specialOffer' || doc._type === 'testimonial',
    );
    expect(docs.length).toBeGreaterThan(2);
    for (const doc of docs) await expectBoth(doc._type as Kind, doc, true);
  });
});
