// What a marketer now controls on a landing page: a pricing section (its own heading and lead over the pricing
// page's plans), the testimonials a section shows and their order, and the time the page goes live. Before that
// time the page is not found, not in the list of pages (the sitemap, the build) and not among the addresses; the
// reads that say so are cached only until that time, and after it the page is there with nothing published. The
// editor's preview shows it at any time. The reads go to a dataset of the test's, uncached; each read's lifetime is
// noted.
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingSections, shownTestimonials } from '@/components/landing/landing-sections';
import { contentRevalidateSeconds } from '@/lib/content/config';
import { loadDataset } from '@/lib/content/dataset';
import { getLandingPage, getLandingPageIndex } from '@/lib/landing/pages';
import { landingPageQuery } from '@/lib/landing/queries';
import { goLiveLifetime, isLiveAt } from '@/lib/landing/schedule';
import { landingPageLookupSchema, landingSectionSchema, type LandingSection } from '@/lib/landing/schemas';
import { chosenTestimonials } from '@/lib/landing/testimonials';
import { getPricingPage, getTestimonials } from '@/lib/marketing/read';
import { landingPage } from '@/sanity/schema-types/landing-page';

const lifetimes = vi.hoisted(() => [] as { key: string; seconds: number }[]);
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(read: (...args: A) => R, key: string[], options: { revalidate: number }) =>
    (...args: A) => {
      lifetimes.push({ key: key[2]!, seconds: options.revalidate });
      return read(...args);
    },
}));
const docs = vi.hoisted(() => ({ list: [] as Record<string, unknown>[], aheadMs: 0 }));
vi.mock('@/lib/content/source', async (importOriginal) => {
  const source = await importOriginal<typeof import('@/lib/content/source')>();
  const { evaluate: run, parse: groq } = await import('groq-js');
  // The content service answers by its own clock: the test's (faked) one, `aheadMs` ahead of the site's.
  const query = async (text: string, params: Record<string, unknown>) =>
    (
      await run(groq(text), { dataset: docs.list as never, params, timestamp: new Date(Date.now() + docs.aheadMs) })
    ).get();
  return { ...source, queryContent: query, queryDrafts: query };
});

const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8')) as unknown as Record<string, unknown>[];
const embedded = dataset.find((doc) => doc._type === 'landingPage')!;

const start = Date.parse('2027-03-01T08:59:00.000Z');
const liveFrom = '2027-03-01T09:00:00.000Z'; // a minute after the start
const scheduled = {
  ...embedded,
  _id: 'landing-spring-launch',
  title: 'Spring launch',
  slug: { _type: 'slug', current: 'spring-launch' },
  liveFrom,
};

describe('the go-live time', () => {
  it('a page is live with no time, and from its time on', () => {
    expect(isLiveAt(null, start)).toBe(true);
    expect(isLiveAt(liveFrom, start)).toBe(false);
    expect(isLiveAt(liveFrom, Date.parse(liveFrom) - 1)).toBe(false);
    expect(isLiveAt(liveFrom, Date.parse(liveFrom))).toBe(true);
  });

  it('a cached read lasts until the next go-live time, else the hourly default', () => {
    expect(goLiveLifetime([], start)).toBe(contentRevalidateSeconds);
    expect(goLiveLifetime([null, undefined], start)).toBe(contentRevalidateSeconds);
    expect(goLiveLifetime([liveFrom], start)).toBe(60);
    expect(goLiveLifetime([liveFrom], start + 59_500)).toBe(1); // part of a second is a whole one
    // One that has come no longer counts; the nearer of two does; one past the hour leaves the hour.
    expect(goLiveLifetime([liveFrom], Date.parse(liveFrom) + 1000)).toBe(contentRevalidateSeconds);
    expect(goLiveLifetime(['2027-03-01T09:30:00.000Z', liveFrom], start)).toBe(60);
    expect(goLiveLifetime(['2027-03-01T11:00:00.000Z'], start)).toBe(contentRevalidateSeconds);
    expect(goLiveLifetime(['not a time'], start)).toBe(contentRevalidateSeconds);
  });
});

describe('the go-live time in the Studio', () => {
  type StudioField = { name: string; type: string; group?: string; description?: string };
  const field = (landingPage.fields as unknown as StudioField[]).find((each) => each.name === 'liveFrom')!;

  it('is an optional date and time in the Campaign tab, saying what a visitor sees before it', () => {
    expect(field).toMatchObject({ type: 'datetime', group: 'campaign' });
    expect(field.description).toMatch(/Before it, a visitor at its address sees the site’s “page not found” page/);
    expect(field.description).toMatch(/not in the sitemap/);
    expect(field.description).toMatch(/the preview shows it at any time/);
  });

  it('the list of pages says when a page not live yet goes live', () => {
    const prepare = (landingPage as unknown as { preview: { prepare: (value: object) => { subtitle: string } } })
      .preview.prepare;
    const ahead = new Date(Date.now() + 86_400_000).toISOString();
    expect(prepare({ title: 'Launch', slug: 'launch', liveFrom: ahead }).subtitle).toMatch(/^\/launch · goes live /);
    expect(prepare({ title: 'Launch', slug: 'launch', liveFrom: '2020-01-01T00:00:00Z' }).subtitle).toBe('/launch');
    expect(prepare({ title: 'Launch', slug: 'launch' }).subtitle).toBe('/launch');
  });
});

describe('a landing page published to go live in a minute', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    docs.list = [...dataset, scheduled];
    docs.aheadMs = 0;
    lifetimes.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  const seconds = (key: string) => lifetimes.filter((read) => read.key === key).map((read) => read.seconds);

  it('is not found before its time, and the not-found answer is cached only until then', async () => {
    expect(await getLandingPage('spring-launch')).toBeNull();
    // No read of the page itself: its address is not among those that answer yet.
    expect(seconds('landing-page')).toEqual([]);
    expect(Math.min(...seconds('landing-page-index'))).toBe(60);
  });

  it('is not in the list of pages (the sitemap, the build) before its time; the list is cached until then', async () => {
    expect((await getLandingPageIndex()).map((entry) => entry.slug)).toEqual(['webinar-offer']);
    expect(Math.min(...seconds('landing-page-index'))).toBe(60);
  });

  it('is there at its time with nothing published, and in the list', async () => {
    vi.setSystemTime(Date.parse(liveFrom));
    expect((await getLandingPage('spring-launch'))?.title).toBe('Spring launch');
    expect((await getLandingPageIndex()).map((entry) => entry.slug)).toEqual(['spring-launch', 'webinar-offer']);
  });

  it('stays not found while the content service’s clock is ahead of the site’s, until the site’s says so', async () => {
    // The content service, two minutes ahead, lists it among the addresses that answer: its own read says not yet,
    // cached for the minute left.
    docs.aheadMs = 120_000;
    expect(await getLandingPage('spring-launch')).toBeNull();
    expect(seconds('landing-page')).toContain(60);
    vi.setSystemTime(Date.parse(liveFrom));
    expect((await getLandingPage('spring-launch'))?.title).toBe('Spring launch');
  });

  it('shows in the editor’s preview at any time', async () => {
    expect((await getLandingPage('spring-launch', { preview: true }))?.title).toBe('Spring launch');
  });

  it('a page with no go-live time reads as before, with the hourly lifetime', async () => {
    expect((await getLandingPage('webinar-offer'))?.title).toBe('Webinar offer');
    expect(seconds('landing-page')).toEqual([contentRevalidateSeconds]);
  });
});

describe('the pricing section', () => {
  const parseSection = (section: Record<string, unknown>) =>
    landingSectionSchema.safeParse({ _key: 'pricing', _type: 'pricingSection', ...section });

  it('has a heading of its own and an optional lead', () => {
    expect(parseSection({ title: 'Plans for your launch', lead: null }).data).toEqual({
      _key: 'pricing',
      _type: 'pricingSection',
      title: 'Plans for your launch',
      lead: null,
    });
    expect(parseSection({ title: 'Plans', lead: 'Pick one after the call.' }).data).toMatchObject({
      lead: 'Pick one after the call.',
    });
    expect(parseSection({ lead: 'No heading' }).success).toBe(false);
    expect(parseSection({ title: 'x'.repeat(81) }).success).toBe(false);
  });

  it('shows the pricing page’s plans under the section’s words, with their note', async () => {
    const pricing = await getPricingPage();
    const section = { _type: 'pricingSection', _key: 'p', title: 'Plans for your launch', lead: 'Pick one.' } as const;
    const html = renderToStaticMarkup(
      createElement(LandingSections, {
        sections: [section as LandingSection],
        site: { home: null, testimonials: [], logos: [], pricing },
      }),
    );
    expect(html).toContain('Plans for your launch');
    expect(html).not.toContain(`>${pricing.plansTitle}<`);
    for (const plan of pricing.plans) {
      expect(html).toContain(plan.name);
      expect(html).toContain(plan.price);
    }
    if (pricing.plansNote) expect(html).toContain(pricing.plansNote.replace(/'/g, '&#x27;'));
  });
});

describe('the testimonials a section shows', () => {
  const all = ['ledgerloop', 'pulsegrid', 'quillbase', 'kitewave'].map((company) => ({
    id: `testimonial-${company}`,
    company,
  }));
  const companies = (list: { company: string }[]) => list.map((each) => each.company);

  it('none chosen: all of them, in the usual order', () => {
    expect(companies(chosenTestimonials(all, []))).toEqual(['ledgerloop', 'pulsegrid', 'quillbase', 'kitewave']);
  });

  it('the chosen ones, in the page’s order; one not published is left out', () => {
    const chosen = ['testimonial-kitewave', 'testimonial-gone', 'testimonial-ledgerloop'];
    expect(companies(chosenTestimonials(all, chosen))).toEqual(['kitewave', 'ledgerloop']);
  });

  it('through the page’s query and parser: the references’ ids in order; the same one twice is refused', async () => {
    const withChosen = (ids: string[]) => ({
      ...embedded,
      sections: (embedded.sections as Record<string, unknown>[]).map((section) =>
        section._type === 'testimonialsSection'
          ? { ...section, testimonials: ids.map((id, index) => ({ _key: `t${index}`, _type: 'reference', _ref: id })) }
          : section,
      ),
    });
    const read = async (doc: Record<string, unknown>) => {
      const raw = await evaluate(parse(landingPageQuery), {
        dataset: [doc as never],
        params: { slug: 'webinar-offer' },
      });
      const parsed = landingPageLookupSchema.safeParse(await raw.get());
      return parsed.success ? parsed.data : null;
    };
    const page = await read(withChosen(['testimonial-kitewave', 'testimonial-ledgerloop']));
    const testimonials = await getTestimonials();
    expect(companies(shownTestimonials(page!.sections, testimonials))).toEqual(['Kitewave', 'Ledgerloop']);
    // The embedded page chose none: it shows every testimonial, as before.
    const embeddedPage = await read(embedded);
    expect(shownTestimonials(embeddedPage!.sections, testimonials)).toEqual(testimonials);
    expect(await read(withChosen(['testimonial-kitewave', 'testimonial-kitewave']))).toBeNull();
  });
});
