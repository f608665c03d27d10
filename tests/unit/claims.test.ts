// The claims: figures kept once in the settings and quoted by the pages' texts as `{name}`, and by the code's own
// words that state one (the footer, the site description, the share card, SEO defaults). A changed figure
// reaches every page that quotes it; a placeholder that names no claim is refused by the Studio on every page
// document, and is a fault of that document on the site (the last good page stays).
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { generateMetadata as siteHead } from '@/app/(site)/layout';
import { generateMetadata as caseStudiesHead } from '@/app/(site)/case-studies/page';
import { generateMetadata as notFoundHead } from '@/app/global-not-found';
import manifest from '@/app/manifest';
import OpengraphImage from '@/app/opengraph-image';
import { aboutMetadata } from '@/components/about/about-page';
import { SiteDocument } from '@/components/layout/site-document';
import { pricingMetadata } from '@/components/pricing/pricing-page';
import { ProductDemoVideosPage } from '@/components/services/product-demo-videos-page';
import { pricingSeo } from '@/content/pricing';
import { loadDataset, type Doc } from '@/lib/content/dataset';
import { isContentFault } from '@/lib/content/faults';
import { getLandingPage } from '@/lib/landing/pages';
import { getAboutPage } from '@/lib/marketing/about-career/read';
import { fillClaims } from '@/lib/marketing/claims';
import { claimNames } from '@/lib/marketing/limits';
import { getPricingPage } from '@/lib/marketing/read';
import { getProductDemoVideosPage } from '@/lib/marketing/service-pages/read';
import { schemaTypes } from '@/sanity/schema-types';
import { studioRules } from '../fixtures/studio-rules';
import { datasetClaims } from '../fixtures/dataset-claims';

const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));

// The readers query the embedded dataset, uncached; a test swaps in an edited copy.
const source = vi.hoisted(() => ({ docs: [] as unknown[] }));
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));
// The site's document rendered outside Next: no font loader, no app router.
vi.mock('@/app/fonts', () => ({ inter: { variable: 'font-inter' } }));
vi.mock('next/navigation', () => ({ useRouter: () => ({}), usePathname: () => '/', notFound: () => {} }));
// The share card's words, kept rather than drawn.
vi.mock('next/og', () => ({
  ImageResponse: class {
    constructor(readonly element: ReactElement) {}
  },
}));
vi.mock('@/lib/content/local-source', async () => (await import('../fixtures/local-source')).queryOver(source));
beforeEach(() => {
  source.docs = dataset;
});

/** The dataset with one document changed. */
const edited = (id: string, change: (doc: Doc) => Doc) =>
  dataset.map((doc) => (doc._id === id ? change(structuredClone(doc)) : doc));

describe('filling the claims', () => {
  it('replaces each placeholder in every string, however deep, and leaves the rest', () => {
    const doc = { _id: 'p', lead: 'Live in {process} days.', items: [{ value: '{guarantee}-day' }], count: 3 };
    expect(fillClaims(doc, datasetClaims, 'p')).toEqual({
      _id: 'p',
      lead: 'Live in 14 days.',
      items: [{ value: '30-day' }],
      count: 3,
    });
    expect(fillClaims('No figures {here.', datasetClaims, 'p')).toBe('No figures {here.');
  });

  it('names a placeholder that is no claim in a fault, with the claims there are', () => {
    let fault: unknown;
    try {
      fillClaims({ lead: 'In {days} days' }, datasetClaims, 'document pricingPage');
    } catch (error) {
      fault = error;
    }
    expect(isContentFault(fault) && fault.kind).toBe('malformed');
    expect((fault as Error).message).toMatch(/^document pricingPage: \{days\} is not a claim .*guarantee, process/);
  });
});

describe('a changed figure in the settings', () => {
  it('reaches every page that quotes it: pricing, about, a service page and a landing page', async () => {
    source.docs = edited('siteSettings', (doc) => ({
      ...doc,
      claims: { ...(doc.claims as object), process: '10', guarantee: '60' },
    }));
    expect((await getPricingPage()).faq[1]!.answer).toContain('the whole process takes 10 days');
    expect((await getAboutPage()).faq[0]!.answer).toMatch(/^Our process takes 10 days/);
    expect((await getAboutPage()).whyChoose.guarantees[0]!.value).toBe('60-day');
    expect((await getProductDemoVideosPage()).process.title).toBe('The 10-day process');
    const landing = await getLandingPage('webinar-offer');
    expect(JSON.stringify(landing)).toContain('In 10 days you get a highlight reel');
    expect(JSON.stringify(landing)).not.toMatch(/\{\w+\}/);
  });

  it('reaches the words the code states it in: the footer, the site description, the share card, SEO defaults', async () => {
    const settings = edited('siteSettings', (doc) => ({
      ...doc,
      claims: { ...(doc.claims as object), process: '10', guarantee: '60', roi: '310%' },
    }));
    source.docs = settings;
    const quoted = /in 10 days, with a 60-day performance guarantee/;
    const html = renderToStaticMarkup(await SiteDocument({ children: null }));
    const footer = /<footer[^]*<\/footer>/.exec(html)![0];
    expect(footer).toMatch(/short-form videos that turn visitors into trials — in 10 days, with a 60-day/);
    const organization = /"@type":"Organization"[^<]*/.exec(html)![0];
    expect(organization).toMatch(quoted);
    expect((await siteHead()).description).toMatch(quoted);
    expect((await notFoundHead()).description).toMatch(quoted);
    expect((await manifest()).description).toMatch(quoted);
    const card = (await OpengraphImage()) as unknown as { element: ReactElement };
    expect(renderToStaticMarkup(card.element)).toContain(
      '10-day process · 60-day performance guarantee · Lisbon, worldwide',
    );
    // A page's SEO defaults, shown while its document's field is empty.
    source.docs = settings.map((doc) =>
      doc._id === 'aboutPage' || doc._id === 'productDemoVideosPage' ? { ...doc, seo: undefined } : doc,
    );
    expect((await aboutMetadata()).description).toMatch(quoted);
    expect((await caseStudiesHead()).description).toMatch(/an average 310% ROI increase, delivered with a 60-day/);
    const demos = renderToStaticMarkup(await ProductDemoVideosPage({}));
    expect(/"@type":"Service"[^<]*/.exec(demos)![0]).toMatch(/a 10-day process, .* a 60-day performance guarantee/);
  });

  it('is today’s figure in the embedded dataset', () => {
    expect(datasetClaims).toEqual({
      guarantee: '30',
      process: '14',
      delivery: '72',
      conversion: '340%',
      churn: '40%',
      bounce: '73%',
      multiplier: '3-5x',
      approval: '92%',
      founders: '150+',
      companies: '50+',
      roi: '250%',
    });
  });
});

describe('the pricing page’s SEO default', () => {
  it('names no plan and no price, which are the pricing document’s: an emptied field brings back no old price', async () => {
    const { plans } = await getPricingPage();
    const words = [...plans.flatMap((plan) => [plan.name, plan.price]), '$'];
    source.docs = edited('pricingPage', (doc) => ({ ...doc, seo: undefined }));
    const { description } = await pricingMetadata();
    expect(description).toBe(pricingSeo.description);
    for (const word of words) expect(description).not.toContain(word);
  });
});

describe('a placeholder that names no claim', () => {
  const pageTypes = schemaTypes.filter((type) =>
    [
      'pricingPage',
      'shortsPage',
      'productDemoVideosPage',
      'videoProductionPage',
      'aboutPage',
      'careerPage',
      'caseStudiesPage',
      'landingPage',
      'homePage',
    ].includes(type.name),
  );

  it.each(pageTypes.map((type) => [type.name, type] as const))(
    'the Studio refuses it in a %s, and accepts the claims there are',
    (_name, type) => {
      const { custom } = studioRules(type as { validation?: unknown });
      expect(custom).toBeDefined();
      const known = { title: claimNames.map((name) => `{${name}}`).join(' ') };
      expect(custom!(known)).toBe(true);
      expect(custom!({ sections: [{ items: [{ text: 'Live in {days} days' }] }] })).toMatch(/^\{days\}: not a claim/);
    },
  );

  it('makes the page’s read a fault that names it: the last good page stays', async () => {
    source.docs = edited('aboutPage', (doc) => ({ ...doc, lead: 'Founded in {year}.' }));
    await expect(getAboutPage()).rejects.toThrow(/document aboutPage: \{year\} is not a claim/);
  });
});
