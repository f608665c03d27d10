// The Studio refuses what the site would refuse: the required fields and limits of each document
// type in the Studio's validation (sanity/schema-types/) against the site's zod schemas
// (lib/blog, lib/case-studies, lib/careers), field by field. A Studio rule is read by running its validation function
// on a recorder that notes each rule it sets (required, max, min, custom).
import { describe, expect, it } from 'vitest';
import { postLimits } from '@/lib/blog/post-limits';
import { postSchema } from '@/lib/blog/schemas';
import { jobLimits } from '@/lib/careers/limits';
import { jobOpeningSchema } from '@/lib/careers/schemas';
import { caseStudyLimits } from '@/lib/case-studies/limits';
import { caseStudyCardSchema, caseStudySchema } from '@/lib/case-studies/schemas';
import { author } from '@/sanity/schema-types/author';
import { caseStudy } from '@/sanity/schema-types/case-study';
import { jobOpening } from '@/sanity/schema-types/job-opening';
import { post } from '@/sanity/schema-types/post';

type Recorded = {
  required: boolean;
  max?: number;
  min?: number;
  custom?: (value: unknown, context?: { document?: unknown }) => unknown;
};

function studioRules(field: { validation?: unknown }): Recorded {
  const recorded: Recorded = { required: false };
  const rule: Record<string, unknown> = new Proxy(
    {},
    {
      get: (_target, name) => (argument: unknown) => {
        if (name === 'required') recorded.required = true;
        if (name === 'max') recorded.max = argument as number;
        if (name === 'min') recorded.min = argument as number;
        if (name === 'custom') recorded.custom = argument as Recorded['custom'];
        return rule;
      },
    },
  );
  // A validation may return several rules (an array): each is recorded on the same object.
  if (typeof field.validation === 'function') field.validation(rule);
  return recorded;
}

const studioField = (type: { fields?: unknown[] }, name: string) => {
  const [first, ...rest] = name.split('.');
  const field = (type.fields as { name: string; validation?: unknown; fields?: unknown[] }[]).find(
    (candidate) => candidate.name === first,
  );
  if (field && rest.length > 0) return studioField(field as { fields?: unknown[] }, rest.join('.'));
  if (!field) throw new Error(`no Studio field ${name}`);
  return studioRules(field);
};

const valid = {
  _id: 'p1',
  title: 'A title',
  slug: { current: 'a-title' },
  excerpt: 'An excerpt.',
  publishedAt: '2025-01-01T00:00:00Z',
  mainImage: null,
  author: { name: 'Marta Silva', image: null },
  body: [{ _type: 'block', _key: 'k' }],
};
const siteAccepts = (change: Partial<Record<keyof typeof valid, unknown>>) =>
  postSchema.safeParse({ ...valid, ...change }).success;
const siteRequires = (field: keyof typeof valid) => {
  const without: Record<string, unknown> = { ...valid };
  delete without[field];
  return !postSchema.safeParse(without).success;
};

describe('the Studio requires what the site requires', () => {
  it.each(['title', 'slug', 'excerpt', 'publishedAt', 'mainImage', 'author', 'body'] as const)('%s', (field) => {
    expect(siteAccepts({})).toBe(true);
    expect(studioField(post, field).required).toBe(siteRequires(field));
  });

  it('a body that is not a list of blocks: refused by the site (the Studio cannot make one)', () => {
    expect(siteAccepts({ body: 'not blocks' })).toBe(false);
    expect(siteAccepts({ body: [] })).toBe(true);
  });

  it('an author without a name: refused by both', () => {
    expect(siteAccepts({ author: { name: '' } })).toBe(false);
    expect(studioField(author, 'name').required).toBe(true);
  });
});

describe('the Studio and the site share the limits', () => {
  it.each([
    ['title', 'titleMax', (text: string) => ({ title: text })],
    ['excerpt', 'excerptMax', (text: string) => ({ excerpt: text })],
  ] as const)('%s: at most %s characters', (field, limit, change) => {
    const max = postLimits[limit];
    expect(studioField(post, field).max).toBe(max);
    expect(siteAccepts(change('x'.repeat(max)))).toBe(true);
    expect(siteAccepts(change('x'.repeat(max + 1)))).toBe(false);
  });

  it('author name: at most authorNameMax characters', () => {
    const max = postLimits.authorNameMax;
    expect(studioField(author, 'name').max).toBe(max);
    expect(siteAccepts({ author: { name: 'x'.repeat(max) } })).toBe(true);
    expect(siteAccepts({ author: { name: 'x'.repeat(max + 1) } })).toBe(false);
  });

  it.each([
    ['a plain slug', 'a-title'],
    ['the longest slug', 'x'.repeat(postLimits.slugMax)],
    ['a slug one too long', 'x'.repeat(postLimits.slugMax + 1)],
    ['a slug with a slash', 'a/b'],
    ['a slug with a space', 'a b'],
    ['a slug that is a number', 42],
  ])('slug: %s is accepted by both or refused by both', (_label, current) => {
    const studio = studioField(post, 'slug').custom!({ current }) === true;
    expect(studio).toBe(siteAccepts({ slug: { current } }));
  });

  it('no slug at all is fine for both (the post is reached by its id)', () => {
    expect(studioField(post, 'slug').custom!(undefined)).toBe(true);
    expect(siteAccepts({ slug: null })).toBe(true);
  });
});

/** A case study with a page, as the dataset holds one (every field the site reads). */
const study = {
  _id: 'case-study-x',
  client: 'Client',
  slug: { current: 'client' },
  order: 1,
  subtitle: 'A subtitle',
  result: 'A result',
  metric: '2x demos',
  poster: 'indigo',
  videoId: 'abc123',
  clientUrl: 'https://client.example',
  title: 'A headline',
  summary: 'A summary.',
  testimonial: { videoId: 'abc124', quote: 'A quote.', author: 'Someone', role: 'CEO' },
  panels: Object.fromEntries(
    ['testimonials', 'tutorials', 'verticalAds'].map((key) => [
      key,
      { beforeVideoId: 'b1', afterVideoId: 'youtube:a1', before: ['x'], after: ['y'] },
    ]),
  ),
  gif: { videoId: 'g1', title: 'A GIF', poster: 'violet', text: 'A line.' },
};
const without = (doc: Record<string, unknown>, field: string) => {
  const copy: Record<string, unknown> = { ...doc };
  delete copy[field];
  return copy;
};
const withPage = { document: { slug: { current: 'client' } } };
const cardOnly = { document: {} };

describe('case studies: the Studio requires what the site requires', () => {
  it.each(['client', 'subtitle', 'result', 'metric', 'poster', 'videoId'] as const)(
    '%s: required for every case study (its card)',
    (field) => {
      expect(caseStudyCardSchema.safeParse(study).success).toBe(true);
      expect(caseStudyCardSchema.safeParse(without(study, field)).success).toBe(false);
      expect(studioField(caseStudy, field).required).toBe(true);
    },
  );

  it.each(['clientUrl', 'title', 'summary', 'testimonial', 'panels', 'gif'] as const)(
    '%s: required only for a case study with a page',
    (field) => {
      expect(caseStudySchema.safeParse(study).success).toBe(true);
      expect(caseStudySchema.safeParse(without(study, field)).success).toBe(false);
      expect(caseStudyCardSchema.safeParse(without(study, field)).success).toBe(true);
      const rules = studioField(caseStudy, field);
      expect(rules.required).toBe(false);
      expect(rules.custom!(undefined, withPage)).toEqual(expect.any(String));
      expect(rules.custom!(undefined, cardOnly)).toBe(true);
    },
  );

  it.each([
    ['client', 'clientMax'],
    ['subtitle', 'subtitleMax'],
    ['result', 'resultMax'],
    ['metric', 'metricMax'],
    ['title', 'titleMax'],
    ['summary', 'summaryMax'],
    ['testimonial.quote', 'quoteMax'],
  ] as const)('%s: at most %s characters in both', (field, limit) => {
    const max = caseStudyLimits[limit];
    expect(studioField(caseStudy, field).max).toBe(max);
    const set = (value: string) => {
      const [top, inner] = field.split('.') as [string, string?];
      const nested = (study as unknown as Record<string, Record<string, unknown>>)[top];
      return inner ? { ...study, [top]: { ...nested, [inner]: value } } : { ...study, [top]: value };
    };
    // The card's fields are the card schema's; the page's the page schema's.
    const schema = ['client', 'subtitle', 'result', 'metric'].includes(field) ? caseStudyCardSchema : caseStudySchema;
    expect(schema.safeParse(set('x'.repeat(max))).success).toBe(true);
    expect(schema.safeParse(set('x'.repeat(max + 1))).success).toBe(false);
  });

  it.each([
    ['a Wistia id', 'abc123', true],
    ['a YouTube id', 'youtube:q7Lm2VxR9kE', true],
    ['a URL', 'https://wistia.com/medias/abc', false],
    ['a script', '"><script>', false],
  ] as const)('video ids: %s is accepted by both or refused by both', (_label, videoId, valid) => {
    expect(caseStudyCardSchema.safeParse({ ...study, videoId }).success).toBe(valid);
    expect(studioField(caseStudy, 'videoId').custom!(videoId) === true).toBe(valid);
  });
});

const job = {
  _id: 'job-x',
  title: 'Video Editor',
  type: 'Full-time',
  location: 'Remote',
  description: 'Edit videos.',
  requirements: ['A portfolio'],
  order: 1,
  open: true,
};

describe('job openings: the Studio requires what the site requires', () => {
  it.each(['title', 'type', 'location', 'description', 'requirements'] as const)('%s', (field) => {
    expect(jobOpeningSchema.safeParse(job).success).toBe(true);
    expect(jobOpeningSchema.safeParse(without(job, field)).success).toBe(false);
    expect(studioField(jobOpening, field).required).toBe(true);
  });

  it.each([
    ['title', 'titleMax'],
    ['location', 'locationMax'],
    ['description', 'descriptionMax'],
  ] as const)('%s: at most %s characters in both', (field, limit) => {
    const max = jobLimits[limit];
    expect(studioField(jobOpening, field).max).toBe(max);
    expect(jobOpeningSchema.safeParse({ ...job, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(jobOpeningSchema.safeParse({ ...job, [field]: 'x'.repeat(max + 1) }).success).toBe(false);
  });

  it('requirements: between the same bounds in both', () => {
    const rules = studioField(jobOpening, 'requirements');
    expect([rules.min, rules.max]).toEqual([jobLimits.requirementsMin, jobLimits.requirementsMax]);
    expect(jobOpeningSchema.safeParse({ ...job, requirements: [] }).success).toBe(false);
    expect(
      jobOpeningSchema.safeParse({ ...job, requirements: Array(jobLimits.requirementsMax + 1).fill('x') }).success,
    ).toBe(false);
  });

  it('a type other than full-time or part-time: refused by the site (the Studio offers only those)', () => {
    expect(jobOpeningSchema.safeParse({ ...job, type: 'Contract' }).success).toBe(false);
  });
});
