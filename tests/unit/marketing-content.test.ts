// The documents marketers edit, from the embedded dataset through the site's own queries and schemas: today's
// plans, FAQ, offer and testimonials, word for word where a visitor or a search engine would notice; the
// page's SEO defaults where a field is empty; when the offer shows; the countdown to a real end date.
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { secondsUntil } from '@/components/home/countdown';
import { pricingSeo } from '@/content/pricing';
import { links } from '@/content/site';
import { loadDataset } from '@/lib/content/dataset';
import { parseDocument, parseDocuments } from '@/lib/content/parse';
import { shownOffer } from '@/lib/marketing/offer';
import { specialOfferQuery, testimonialsQuery } from '@/lib/marketing/queries';
import { pricingPageSchema, specialOfferSchema, testimonialSchema } from '@/lib/marketing/schemas';
import { withPageSeo } from '@/lib/marketing/seo';
import { pricingPageQuery } from '@/sanity/schema-types/pricing-page';
import { withDatasetClaims } from '../fixtures/dataset-claims';

const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
const run = async (query: string, docs = dataset) => (await evaluate(parse(query), { dataset: docs })).get();
const quiet = () => {};

// As the page reads it: the claims' placeholders filled from the settings.
const pricing = withDatasetClaims(parseDocument(pricingPageSchema, await run(pricingPageQuery), quiet));
const offer = parseDocument(specialOfferSchema, await run(specialOfferQuery), quiet);
const testimonials = parseDocuments(testimonialSchema, await run(testimonialsQuery), 'the testimonials', quiet);

describe('the pricing document', () => {
  it('holds the words around the ROI calculator', () => {
    expect(pricing).toMatchObject({
      roiTitle: 'ROI Calculator',
      roiLead: expect.stringMatching(/^Match the sliders to your funnel\. /),
      roiDisclaimer: expect.stringMatching(/^An estimate from the numbers you enter, not a promise\. /),
    });
  });

  it('has Starter at $499 per video and Professional on demand, marked popular', () => {
    expect(pricing.plans.map(({ name, price, period, popular }) => ({ name, price, period, popular }))).toEqual([
      { name: 'Starter', price: '$499', period: 'per video', popular: false },
      { name: 'Professional', price: 'Price on demand', period: undefined, popular: true },
    ]);
  });

  it('answers MP4 delivery and MOV/AVI exports for Professional in the FAQ, and quotes the 30-day guarantee', () => {
    const answers = pricing.faq.map((item) => item.answer).join(' ');
    expect(pricing.faq).toHaveLength(6);
    expect(answers).toContain('MP4');
    expect(answers).toMatch(/Professional clients can also get MOV and AVI exports/);
    expect(pricing.lead).toContain('30-day performance guarantee');
  });

  it("keeps the page's title and description", () => {
    // The plans and their prices are the document's words: the code's default names none.
    const seo = withPageSeo(pricingSeo, pricing.seo);
    expect(seo).toEqual({
      ...pricingSeo,
      description:
        'Video production pricing for SaaS: Starter at $499 per video or Professional, priced on demand. Estimate the return of a product video with the ROI calculator.',
      image: undefined,
      noIndex: false,
    });
  });

  it('is refused with a plan that includes nothing, or a fourth plan', () => {
    const [starter] = pricing.plans;
    expect(() =>
      parseDocument(pricingPageSchema, { ...pricing, _id: 'p', plans: [{ ...starter, features: [] }] }, quiet),
    ).toThrow(/document p fails the site's schema: plans\.0\.features/);
    const four = Array.from({ length: 4 }, () => starter);
    expect(() => parseDocument(pricingPageSchema, { ...pricing, _id: 'p', plans: four }, quiet)).toThrow(/plans/);
  });
});

describe('SEO fields', () => {
  const defaults = { title: 'Pricing', description: 'Plans', path: '/pricing' };
  const empty = { title: null, description: null, image: null, noIndex: false };

  it("fall back to the page's defaults when empty", () => {
    expect(withPageSeo(defaults, empty)).toEqual({ ...defaults, image: undefined, noIndex: false });
  });

  it('replace each default they set', () => {
    const image = { url: 'https://cdn.sanity.io/x.png', width: 1200, height: 630, alt: 'Plans side by side' };
    expect(withPageSeo(defaults, { title: 'Prices', description: 'From $499', image, noIndex: true })).toEqual({
      ...defaults,
      title: 'Prices',
      description: 'From $499',
      image,
      noIndex: true,
    });
  });
});

describe('the special offer', () => {
  it('offers 3 social videos, $250 struck to $100, to the social profile, with no end date', () => {
    expect(offer.enabled).toBe(true);
    expect(offer.eyebrow).toBe('Special Offer'); // the popup's label above the headline
    expect(parseDocument(specialOfferSchema, { ...offer, eyebrow: null }, quiet).eyebrow).toBeNull();
    expect(offer.videos.map((video) => video.mediaId)).toEqual(['s1o2f3f4e5', 's2o3f4f5e6', 's3o4f5f6e7']);
    expect([offer.regularPrice, offer.offerPrice, offer.partner]).toEqual(['$250', '$100', 'for Lovable users']);
    expect(offer.cta).toEqual({ label: 'Claim Your Offer', href: links.social });
    expect(offer.endsAt).toBeNull();
  });

  it('shows while switched on and before its end date', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(shownOffer(offer, { now })).toBe(offer);
    expect(shownOffer({ ...offer, enabled: false }, { now })).toBeNull();
    expect(shownOffer({ ...offer, endsAt: '2026-11-27T12:00:01Z' }, { now })).not.toBeNull();
    expect(shownOffer({ ...offer, endsAt: '2026-11-27T12:00:00Z' }, { now })).toBeNull();
    expect(shownOffer(null, { now })).toBeNull();
  });

  it('is refused with a call to action that is not a web address, or an end that is not a time', () => {
    expect(() =>
      parseDocument(specialOfferSchema, { ...offer, cta: { label: 'Go', href: 'javascript:alert(1)' } }, quiet),
    ).toThrow(/cta\.href/);
    expect(() => parseDocument(specialOfferSchema, { ...offer, endsAt: 'next Friday' }, quiet)).toThrow(/endsAt/);
  });

  it('counts down to a real end in whole seconds, never below zero', () => {
    const end = Date.parse('2026-11-30T12:00:00Z');
    expect(secondsUntil(end, end - 259_200_000)).toBe(259_200);
    expect(secondsUntil(end, end - 1500)).toBe(2);
    expect(secondsUntil(end, end + 5000)).toBe(0);
  });
});

describe('the testimonials', () => {
  it('are the four video testimonials in their order, whose authors link to https profiles', () => {
    expect(testimonials.map((t) => t.company)).toEqual(['Ledgerloop', 'Pulsegrid', 'Quillbase', 'Kitewave']);
    expect(testimonials.map((t) => t.mediaId)).toEqual(['t1a4c8r2mv', 't2b5d9s3nw', 't3c6e0t4ox', 't4d7f1u5py']);
    for (const t of testimonials) expect(t.author.profileUrl).toMatch(/^https:\/\//);
    expect(testimonials[0]?.quote).toBe(
      'Our demo video went live on a Tuesday. By the end of the month trial sign-ups from the pricing page were up 340%.',
    );
  });

  it('leave out one that fails its schema, keeping the others', async () => {
    const broken = dataset.map((doc) =>
      doc._id === 'testimonial-pulsegrid' ? { ...doc, duration: '2 minutes' } : doc,
    );
    const read = parseDocuments(testimonialSchema, await run(testimonialsQuery, broken), 'the testimonials', quiet);
    expect(read.map((t) => t.company)).toEqual(['Ledgerloop', 'Quillbase', 'Kitewave']);
  });
});
