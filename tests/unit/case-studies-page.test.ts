// The case studies page document (the Studio's Case studies page): the words of /case-studies and those every case
// study's page shares. From the embedded dataset through the site's own query and parser, today's words; a word a
// marketer changes is the word the pages show; what the Studio would refuse, the site refuses too; its publish
// revalidates the list and, by its tag, every case study's page.
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CaseStudiesPage, caseStudiesMetadata } from '@/components/case-study/case-studies-page';
import { CaseStudyPage, caseStudyMetadata } from '@/components/case-study/case-study-page';
import { loadDataset, type Doc } from '@/lib/content/dataset';
import { parseDocument } from '@/lib/content/parse';
import { contentEventSchema } from '@/lib/content/webhook/event';
import { revalidationFor } from '@/lib/content/webhook/tags';
import { getCaseStudiesPage } from '@/lib/marketing/case-studies-page/read';
import { caseStudiesPageSchema } from '@/lib/marketing/case-studies-page/schemas';
import { caseStudiesPageQuery } from '@/sanity/schema-types/case-studies-page';
import { claimNames } from '@/lib/marketing/limits';
import { caseStudiesPage } from '@/sanity/schema-types/case-studies-page';
import { withDatasetClaims } from '../fixtures/dataset-claims';
import { caseStudies } from '../fixtures/embedded-content';
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
const raw = dataset.find((doc) => doc._id === 'caseStudiesPage')!;
const quiet = () => {};

// The readers query the embedded dataset, uncached; a test swaps in an edited copy.
const source = vi.hoisted(() => ({ docs: [] as unknown[] }));
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));
vi.mock('next/navigation', () => ({ useRouter: () => ({}), usePathname: () => '/', notFound: () => {} }));
vi.mock('@/lib/content/local-source', async () => (await import('../fixtures/local-source')).queryOver(source));
beforeEach(() => {
  source.docs = dataset;
});

/** The dataset with the case studies page changed. */
const withPage = (change: (doc: Doc) => Doc) =>
  dataset.map((doc) => (doc._id === 'caseStudiesPage' ? change(structuredClone(doc)) : doc));

const read = async (doc: Doc = raw) =>
  (await evaluate(parse(caseStudiesPageQuery), { dataset: [doc] })).get() as unknown;
// As the pages read it: the claims' placeholders filled from the settings.
const page = withDatasetClaims(parseDocument(caseStudiesPageSchema, await read(), quiet));

describe('the case studies page document holds today’s words', () => {
  it('of the list’s hero, its numbers (quoting the settings’ claims), its labels and its closing call', () => {
    expect([page.backLabel, page.badge, page.title]).toEqual([
      'Back to Home',
      'Case Studies',
      'Videos that moved the numbers',
    ]);
    expect(page.lead).toBe(
      'Real SaaS teams, real metrics. Press play to hear what changed after their Launchframe video went live.',
    );
    expect(page.claims).toEqual([
      { value: '250%', label: 'average ROI increase' },
      { value: '30-day', label: 'turnaround' },
      { value: '50+', label: 'companies served' },
    ]);
    expect([page.listTitle, page.listEmpty, page.watchLabel, page.readLabel, page.featuredLabel]).toEqual([
      'Client stories',
      'No client stories published yet.',
      'Watch the story',
      'Read the full case study',
      'Featured',
    ]);
    // Label and note left empty: the site's usual booking button.
    expect(page.cta).toEqual({
      title: 'Your story could be next',
      text: 'Book a free 15-minute call and we will show you which video would move your numbers first.',
      label: undefined,
      note: undefined,
    });
    expect(page.seo.title).toBe('Case Studies');
    expect(page.seo.description).toBe(
      'How SaaS companies grew trials, conversions and retention with Launchframe videos: an average 250% ROI increase, delivered with a 30-day turnaround for 50+ companies.',
    );
  });

  it('of every case study’s page: its labels, the before/after and GIF headings, its closing call', () => {
    const { study } = page;
    expect([study.badge, study.clientLabel, study.watchLabel]).toEqual([
      'Case Study',
      'Client',
      'Watch the testimonial',
    ]);
    expect(study.beforeAfter).toEqual({
      title: 'Before and after',
      lead: 'The same message, told three ways — first as the client had it, then as we rebuilt it.',
      tabs: { testimonials: 'Customer Testimonials', tutorials: 'Tutorial', verticalAds: 'Vertical Ads' },
      before: 'Before',
      after: 'After',
      problemsLabel: 'What held it back',
      improvementsLabel: 'What we changed',
    });
    expect(study.gif).toEqual({ eyebrow: 'GIF Creation', title: 'Loops that explain a feature in three seconds' });
    expect(study.cta).toEqual({
      title: 'Want results like these?',
      text: 'Book a free 15-minute call and we will map the videos your funnel is missing.',
      label: undefined,
      note: undefined,
    });
    expect(study.pricingLabel).toBe('View Pricing');
  });

  it('parses as stored, without the query, as the end-to-end tests read it', () => {
    expect(withDatasetClaims(caseStudiesPageSchema.parse(raw))).toEqual(page);
  });
});

describe('what the Studio refuses, the site refuses', () => {
  /** The page's read of the stored document, changed: a fault that names the field, or the words. */
  const parsedWith = async (change: Partial<Doc>) =>
    parseDocument(caseStudiesPageSchema, await read({ ...raw, ...change }), quiet);

  it('a hero title over 80 characters', async () => {
    expect((await parsedWith({ title: 'x'.repeat(80) })).title).toHaveLength(80);
    await expect(parsedWith({ title: 'x'.repeat(81) })).rejects.toThrow(
      "document caseStudiesPage fails the site's schema: title: at most 80 characters",
    );
  });

  it('a blank label, a missing case study page section, more than four numbers', async () => {
    await expect(parsedWith({ readLabel: '  ' })).rejects.toThrow(/readLabel/);
    await expect(parsedWith({ study: undefined })).rejects.toThrow(/study/);
    const claims = raw.claims as unknown[];
    await expect(parsedWith({ claims: [...claims, ...claims] })).rejects.toThrow(/claims/);
  });
});

describe('the Studio publishes exactly what the site reads', () => {
  const both = bothSides({
    studio: caseStudiesPage,
    sample: () => structuredClone(raw) as StudioDoc,
    siteReads: siteReadsBy(caseStudiesPageQuery, (result) => caseStudiesPageSchema.safeParse(result).success),
  });
  const checks = { named: '%s', sides: () => both };

  it('the stored document', async () => {
    await both.expectBoth(both.sample(), true);
  });

  testTextLimits(
    [
      ['backLabel', 40, true],
      ['title', 80, true],
      ['lead', 300, true],
      ['claims.0.value', 20, true],
      ['listEmpty', 120, true],
      ['featuredLabel', 20, true],
      ['cta.label', 40, false],
      ['study.badge', 30, true],
      ['study.beforeAfter.tabs.verticalAds', 40, true],
      ['study.beforeAfter.improvementsLabel', 60, true],
      ['study.gif.title', 80, true],
      ['study.cta.title', 80, true],
      ['study.cta.note', 80, false],
      ['study.pricingLabel', 30, true],
    ],
    checks,
  );
  testListCounts([['claims', 1, 4]], checks);

  it.each(['study', 'study.beforeAfter', 'study.beforeAfter.tabs', 'study.gif', 'study.cta', 'cta'])(
    '%s missing: refused by both',
    async (field) => {
      await both.expectBoth(edit(both.sample(), field, undefined), false);
    },
  );

  it('a placeholder that names no claim: refused by the Studio; the claims there are: taken', () => {
    const { custom } = studioRules(caseStudiesPage as { validation?: unknown });
    expect(custom!({ title: claimNames.map((name) => `{${name}}`).join(' ') })).toBe(true);
    expect(custom!({ study: { badge: 'In {days} days' } })).toMatch(/^\{days\}: not a claim/);
  });
});

describe('the pages show the document’s words', () => {
  const study = caseStudies[0]!;

  it('/case-studies: a changed hero title, number and list label', async () => {
    source.docs = withPage((doc) => ({
      ...doc,
      title: 'Stories with numbers',
      claims: [{ _key: 'a', _type: 'claim', value: '{roi}', label: 'more revenue' }],
      listTitle: 'Our clients',
    }));
    const html = renderToStaticMarkup(await CaseStudiesPage({}));
    expect(html).toContain('Stories with numbers');
    expect(html).not.toContain('Videos that moved the numbers');
    expect(html).toContain('250%');
    expect(html).toContain('more revenue');
    expect(html).not.toContain('average ROI increase');
    expect(html).toContain('Our clients');
  });

  it('/case-studies/{slug}: a changed badge, tab label and closing title; the pricing button’s label', async () => {
    source.docs = withPage((doc) => {
      const words = doc.study as {
        badge: string;
        beforeAfter: { tabs: { tutorials: string } };
        cta: { title: string };
        pricingLabel: string;
      };
      words.badge = 'Client story';
      words.beforeAfter.tabs.tutorials = 'How-to';
      words.cta.title = 'Your turn';
      words.pricingLabel = 'See the plans';
      return doc;
    });
    const html = renderToStaticMarkup(await CaseStudyPage({ slug: study.slug }));
    expect(html).toContain('Client story');
    expect(html).toContain('How-to');
    expect(html).not.toContain('>Tutorial<');
    expect(html).toContain('Your turn');
    expect(html).toContain('See the plans');
    expect(html).not.toContain('View Pricing');
    expect((await caseStudyMetadata(study.slug)).title).toEqual({
      absolute: `${study.seoTitle ?? `${study.client} Client story`} | Launchframe`,
    });
  });

  it('the head: the document’s SEO, or the hero’s badge and lead while it is empty', async () => {
    expect(await caseStudiesMetadata()).toMatchObject({
      title: { absolute: 'Case Studies | Launchframe' },
      description: page.seo.description,
    });
    source.docs = withPage((doc) => ({ ...doc, seo: undefined, badge: 'Results' }));
    expect(await caseStudiesMetadata()).toMatchObject({
      title: { absolute: 'Results | Launchframe' },
      description: page.lead,
    });
  });

  it('without the document, both pages are the notice, and the fault names the Studio’s entry', async () => {
    source.docs = dataset.filter((doc) => doc._id !== 'caseStudiesPage');
    await expect(getCaseStudiesPage()).rejects.toThrow(
      /no document "caseStudiesPage" \(the Studio's Case studies page\)/,
    );
    expect(renderToStaticMarkup(await CaseStudiesPage({}))).not.toContain('Client stories');
    expect(renderToStaticMarkup(await CaseStudyPage({ slug: study.slug }))).not.toContain(study.project);
  });
});

describe('a publish of the document', () => {
  it('revalidates its tag (every page that read it: the list and each case study’s page) and /case-studies', () => {
    const event = contentEventSchema.parse({ _type: 'caseStudiesPage', _id: 'caseStudiesPage' });
    expect(revalidationFor(event)).toEqual({ tags: ['case-studies-page'], paths: ['/case-studies'] });
  });
});
