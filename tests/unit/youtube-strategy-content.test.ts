// The YouTube strategy article (/youtube-strategy) as a document: the embedded dataset holds today's words and the
// site's parser takes them; the Studio and the site refuse the same over-long or missing texts; the page shows the
// document's words (a marketer's change reaches the visitor), its head and Article data follow the document; a
// publish revalidates the page.
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentUnavailable, contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { YoutubeStrategyPage, youtubeStrategyMetadata } from '@/components/youtube-strategy/youtube-strategy-page';
import { loadDataset } from '@/lib/content/dataset';
import { parseDocument } from '@/lib/content/parse';
import { revalidationFor } from '@/lib/content/webhook/tags';
import { claimNames, singletonIds } from '@/lib/marketing/limits';
import { youtubeStrategyPageSchema } from '@/lib/marketing/youtube-strategy/schemas';
import { youtubeStrategyPage, youtubeStrategyPageQuery } from '@/sanity/schema-types/youtube-strategy-page';
import { withDatasetClaims } from '../fixtures/dataset-claims';
import {
  bothSides,
  edit,
  siteReadsBy,
  studioRules,
  testListCounts,
  testTextLimits,
  type Doc as StudioDoc,
} from '../fixtures/studio-rules';

const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
const id = singletonIds.youtubeStrategyPage;

// The page reads the embedded dataset, uncached; a test swaps in an edited copy.
const source = vi.hoisted(() => ({ docs: [] as unknown[] }));
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));
vi.mock('@/lib/content/local-source', async () => (await import('../fixtures/local-source')).queryOver(source));
beforeEach(() => {
  source.docs = dataset;
});

const stored = () => structuredClone(dataset.find((doc) => doc._id === id)!) as StudioDoc;
/** The dataset with the document changed, or left out (`null`). */
const withDoc = (change: (doc: StudioDoc) => StudioDoc | null): unknown[] =>
  dataset.flatMap((doc) => (doc._id === id ? [change(structuredClone(doc))].filter((d) => d !== null) : [doc]));

const read = async () =>
  withDatasetClaims(
    parseDocument(
      youtubeStrategyPageSchema,
      await (await evaluate(parse(youtubeStrategyPageQuery), { dataset })).get(),
      () => {},
    ),
  );
const page = await read();

const companies = ['HubSpot', 'Ahrefs', 'Notion', 'Canva', 'Slack'];

describe('the document', () => {
  it('is one, at its fixed id, and parses as stored to what its query reads', () => {
    expect(dataset.filter((doc) => doc._type === 'youtubeStrategyPage').map((doc) => doc._id)).toEqual([id]);
    expect(withDatasetClaims(youtubeStrategyPageSchema.parse(stored()))).toEqual(page);
  });

  it("holds today's article: hero, five companies with every part, Final Thoughts and the call", () => {
    expect(page).toMatchObject({
      badge: 'YouTube Strategy',
      title: 'How 5 SaaS companies turned YouTube into a growth engine',
      byline: 'Launchframe team',
      publishedAt: '2025-06-16',
      readingTime: '9 min read',
      tocTitle: 'In this article',
      partTitles: { strategy: 'Strategy', whyItWorks: 'Why it works', topContentTypes: 'Top Content Types' },
      finalThoughts: { title: 'Final Thoughts' },
      cta: {
        title: 'Want a YouTube channel that brings in trials?',
        pricingLabel: 'See Pricing & ROI',
        caseStudiesLabel: 'View Case Studies',
      },
    });
    expect(page.cases.map((item) => [item.id, item.company])).toEqual(
      companies.map((company) => [company.toLowerCase(), company]),
    );
    for (const item of page.cases) {
      expect(item.strategy.length).toBeGreaterThan(0);
      expect(item.whyItWorks.length).toBeGreaterThanOrEqual(3);
      expect(item.topContentTypes.length).toBeGreaterThanOrEqual(3);
    }
    expect(page.finalThoughts.takeaways).toHaveLength(4);
    // The call's text quotes the settings' claims; the reader fills them.
    expect(stored().cta).toMatchObject({ text: expect.stringContaining('in {process} days') });
    expect(page.cta.text).not.toMatch(/\{\w+\}/);
  });
});

describe('the Studio requires what the site requires', () => {
  const both = bothSides({
    studio: youtubeStrategyPage,
    sample: stored,
    siteReads: siteReadsBy(youtubeStrategyPageQuery, (result) => youtubeStrategyPageSchema.safeParse(result).success),
  });
  const checks = { named: '%s,', sides: () => both };

  it('the stored document passes both', async () => {
    await both.expectBoth(stored(), true);
  });

  it('a missing publication day or an unknown one is refused by both', async () => {
    await both.expectBoth(edit(stored(), 'publishedAt', undefined), false);
    expect(youtubeStrategyPageSchema.safeParse({ ...stored(), publishedAt: 'June 16' }).success).toBe(false);
  });

  it('the Studio refuses a placeholder that names no claim, and takes the claims there are', () => {
    const { custom } = studioRules(youtubeStrategyPage as { validation?: unknown });
    expect(custom!({ cta: { text: claimNames.map((name) => `{${name}}`).join(' ') } })).toBe(true);
    expect(custom!({ cta: { text: 'Live in {days} days' } })).toMatch(/^\{days\}: not a claim/);
  });

  testTextLimits(
    [
      ['title', 80, true],
      ['byline', 60, true],
      ['cases.0.company', 40, true],
      ['cases.0.topContentTypes.0.detail', 160, true],
      ['finalThoughts.title', 80, true],
      ['cta.pricingLabel', 40, true],
    ],
    checks,
  );
  testListCounts(
    [
      ['cases', 1, 10],
      ['cases.0.whyItWorks', 1, 6],
    ],
    checks,
  );
});

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

describe('/youtube-strategy as rendered', () => {
  it("shows the document's words, numbered, with the code's links and the Article data", async () => {
    const html = renderToStaticMarkup(await YoutubeStrategyPage({}));
    expect(html).toContain('How 5 SaaS companies turned YouTube into a growth engine');
    expect(html).toContain('<time dateTime="2025-06-16">June 16, 2025</time>');
    expect(html).toContain('<span class="sr-only">4. </span>Canva');
    expect(html).toMatch(/<a[^>]*href="#canva"/);
    expect(html).toMatch(/href="\/pricing"[^>]*>See Pricing &amp; ROI/);
    expect(html).toMatch(/href="\/case-studies"[^>]*>View Case Studies/);
    expect(html).toContain(page.cta.text);
    expect(jsonLdOf(html).find((data) => data['@type'] === 'Article')).toMatchObject({
      headline: page.title,
      datePublished: '2025-06-16',
      url: 'http://localhost:3000/youtube-strategy',
      articleSection: companies,
      author: { '@type': 'Organization', name: 'Launchframe' },
    });
  });

  it('shows a changed heading, company and label from the document', async () => {
    source.docs = withDoc((doc) =>
      [
        ['finalThoughts.title', 'What to copy'],
        ['cases.3.company', 'Figma'],
        ['partTitles.whyItWorks', 'Why it wins'],
      ].reduce((changed, [field, value]) => edit(changed, field!, value), doc),
    );
    const html = renderToStaticMarkup(await YoutubeStrategyPage({}));
    expect(html).toMatch(/<h2 id="final-thoughts-heading"[^>]*>What to copy<\/h2>/);
    expect(html).not.toContain('Final Thoughts');
    expect(html).toContain('<span class="sr-only">4. </span>Figma');
    expect(html).toContain('Why it wins');
    expect(html).not.toContain('Why it works');
  });

  it("takes the head from the document's SEO and the article's day and byline", async () => {
    source.docs = withDoc((doc) => edit(doc, 'seo.description', 'A description a marketer wrote.'));
    const metadata = await youtubeStrategyMetadata();
    expect(metadata.description).toBe('A description a marketer wrote.');
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-06-16',
      authors: ['Launchframe team'],
    });
  });

  it('without its document: the unavailable notice, kept out of search results', async () => {
    source.docs = withDoc(() => null);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = await YoutubeStrategyPage({});
    log.mockRestore();
    expect(isValidElement(element) && element.type).toBe(ContentUnavailable);
    expect(await youtubeStrategyMetadata()).toEqual(contentUnavailableMetadata);
  });
});

it('a publish revalidates the page', () => {
  expect(revalidationFor({ _type: 'youtubeStrategyPage', _id: id })).toEqual({
    tags: ['youtube-strategy-page'],
    paths: ['/youtube-strategy'],
  });
});
