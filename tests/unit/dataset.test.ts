// Every document of the embedded dataset (content/dataset.ndjson, also what a new Sanity project is
// seeded with) passes the site's schema for its type: a post and an author through the post's
// query, a case study as a card and, with a slug, as a page, an opening as an opening, a landing page as a page.
import { existsSync, readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { postQuery } from '@/lib/blog/queries';
import { postLookupSchema } from '@/lib/blog/schemas';
import { jobOpeningsQuery } from '@/lib/careers/jobs';
import { jobOpeningSchema } from '@/lib/careers/schemas';
import { caseStudyCardsQuery, caseStudyQuery } from '@/lib/case-studies/queries';
import { caseStudyCardSchema, caseStudyLookupSchema } from '@/lib/case-studies/schemas';
import { loadDataset } from '@/lib/content/dataset';
import { parseDocument } from '@/lib/content/parse';
import { landingPageQuery } from '@/lib/landing/queries';
import { landingPageLookupSchema } from '@/lib/landing/schemas';

const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
const run = async (query: string, params: Record<string, unknown> = {}) =>
  (await evaluate(parse(query), { dataset, params })).get();
const ofType = (type: string) =>
  dataset.filter((doc) => doc._type === type) as { _id: string; slug?: { current: string }; open?: boolean }[];

/** Every object inside `value` that sits in an array (Sanity keys those). */
function arrayObjects(value: unknown, inArray = false): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap((item) => arrayObjects(item, true));
  if (!value || typeof value !== 'object') return [];
  const nested = Object.values(value).flatMap((item) => arrayObjects(item));
  return inArray ? [value as Record<string, unknown>, ...nested] : nested;
}

describe('the embedded dataset as `sanity dataset import` takes it', () => {
  const lines = readFileSync('content/dataset.ndjson', 'utf8').trim().split('\n');

  it.each(lines.map((line) => [JSON.parse(line)._id as string, line]))('%s', (_id, line) => {
    const doc = JSON.parse(line) as Record<string, unknown>;
    // The import's own checks: an alphanumeric _id (dashes, dots, underscores) and a _type.
    expect(doc._id).toMatch(/^[a-z0-9_.-]+$/i);
    expect(typeof doc._type).toBe('string');
    for (const item of arrayObjects(doc)) expect(typeof item._key).toBe('string');
    // Images are files of public/, which the import uploads.
    for (const [, file] of line.matchAll(/"_sanityAsset":"image@file:\/\/\.\/\.\.\/(public\/[^"]+)"/g))
      expect(existsSync(file!), file).toBe(true);
  });
});

describe('the embedded dataset', () => {
  it('holds the blog, four case studies (one with a page), two openings and a landing page', () => {
    expect(ofType('post').length).toBeGreaterThanOrEqual(8);
    expect(ofType('caseStudy')).toHaveLength(4);
    expect(ofType('caseStudy').filter((doc) => doc.slug)).toHaveLength(1);
    expect(ofType('jobOpening')).toHaveLength(2);
    expect(ofType('landingPage')).toHaveLength(1);
  });

  it.each(ofType('post').map((doc) => [doc._id, doc.slug?.current ?? doc._id]))(
    'post %s passes the post schema',
    async (_id, segment) => {
      expect(parseDocument(postLookupSchema, await run(postQuery, { slug: segment }))).toMatchObject({ _id });
    },
  );

  it('every case study passes the card schema, in the editors’ order', async () => {
    const cards = (await run(caseStudyCardsQuery)) as unknown[];
    expect(cards.map((card) => parseDocument(caseStudyCardSchema, card).title)).toEqual([
      'Tallyflow',
      'Shiftboard',
      'Quillstack',
      'Beaconly',
    ]);
  });

  it.each(
    ofType('caseStudy')
      .filter((doc) => doc.slug)
      .map((doc) => [doc.slug!.current]),
  )('case study %s passes the page schema', async (slug) => {
    expect(parseDocument(caseStudyLookupSchema, await run(caseStudyQuery, { slug }))).toMatchObject({ slug });
  });

  it.each(ofType('landingPage').map((doc) => [doc.slug?.current ?? doc._id]))(
    'landing page %s passes the page schema',
    async (slug) => {
      expect(parseDocument(landingPageLookupSchema, await run(landingPageQuery, { slug }))).toMatchObject({ slug });
    },
  );

  it('every open opening passes the opening schema, in order; a closed one is left out by the query', async () => {
    const openings = ((await run(jobOpeningsQuery)) as unknown[]).map((doc) => parseDocument(jobOpeningSchema, doc));
    expect(openings.map((job) => job.title)).toEqual(['Video Editor', 'Content Strategist']);
    const closed = dataset.map((doc) => (doc._id === 'job-video-editor' ? { ...doc, open: false } : doc));
    const still = (await (await evaluate(parse(jobOpeningsQuery), { dataset: closed })).get()) as { title: string }[];
    expect(still.map((job) => job.title)).toEqual(['Content Strategist']);
  });
});
