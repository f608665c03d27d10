// The Studio refuses what the site would refuse: the required fields and limits of each document
// type in the Studio's validation (sanity/schema-types/) against the site's zod schemas
// (lib/blog, lib/case-studies, lib/careers, lib/marketing), field by field, and the post body's own blocks (image,
// video, call to action) block by block. A Studio rule is read by running its validation function on a recorder that
// notes each rule it sets (required, max, min, unique, assetRequired, uri, custom). Last, the Studio's desk: its
// sections in order, and the singletons that cannot be duplicated or deleted.
import { createSchema, type DocumentActionComponent, type SanityDefinedAction } from 'sanity';
import { createStructureBuilder, type ListBuilder, type StructureResolverContext } from 'sanity/structure';
import { describe, expect, it } from 'vitest';
import { bodyBlockTypes, postLimits, videoIdHints, videoIdPatterns, type VideoProvider } from '@/lib/blog/post-limits';
import { categorySchema, postSchema } from '@/lib/blog/schemas';
import { jobOpeningSchema } from '@/lib/careers/schemas';
import { caseStudyCardSchema, caseStudySchema } from '@/lib/case-studies/schemas';
import { singletonIds } from '@/lib/marketing/limits';
import { schemaTypes } from '@/sanity/schema-types';
import { author } from '@/sanity/schema-types/author';
import { blockContent } from '@/sanity/schema-types/block-content';
import { caseStudy } from '@/sanity/schema-types/case-study';
import { category } from '@/sanity/schema-types/category';
import { jobOpening } from '@/sanity/schema-types/job-opening';
import { videoDurationPattern } from '@/lib/content/rules';
import { post } from '@/sanity/schema-types/post';
import { singletonDocumentActions, singletonTypes, withoutSingletonTemplates } from '@/sanity/singletons';
import { structure } from '@/sanity/structure';
import { studioAccepts, studioRules, type StudioType } from '../fixtures/studio-rules';

// The shared shapes' limits, as the Studio states them (sanity/fields/shapes.ts).

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
  categories: [{ _id: 'category-video', title: 'Video', slug: 'video', description: null }],
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
    ['title', 120, (text: string) => ({ title: text })],
    ['excerpt', 300, (text: string) => ({ excerpt: text })],
  ] as const)('%s: at most %i characters', (field, max, change) => {
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

/** A category as a post carries it (categoriesQuery and the post's categories[]-> read the same fields). */
const tips = { _id: 'category-tips', title: 'Tips', slug: 'tips', description: 'How to make videos that sell.' };
const categoryAccepts = (change: Record<string, unknown>) => categorySchema.safeParse({ ...tips, ...change }).success;
const slugOf = (current: unknown) => ({ current });

describe('categories: the Studio requires what the site requires', () => {
  it('a category the site reads passes the Studio', () => {
    expect(categoryAccepts({})).toBe(true);
    expect(studioField(category, 'title').custom!(tips.title)).toBe(true);
    expect(studioField(category, 'slug').custom!(slugOf(tips.slug))).toBe(true);
  });

  it('title: required by both (blank counts as missing)', () => {
    const rules = studioField(category, 'title');
    expect(rules.required).toBe(true);
    expect(categoryAccepts({ title: undefined })).toBe(false);
    expect(categoryAccepts({ title: '  ' })).toBe(false);
    expect(rules.custom!('  ')).toEqual(expect.any(String));
  });

  it('slug: required by both (its custom rule says so, keeping the slug type’s own messages)', () => {
    const rules = studioField(category, 'slug');
    expect(categoryAccepts({ slug: undefined })).toBe(false);
    expect(categoryAccepts({ slug: null })).toBe(false);
    expect(rules.custom!(undefined)).toBe('A category needs a slug.');
    expect(rules.custom!(slugOf(undefined))).toBe('A category needs a slug.');
  });

  it('description: optional in both', () => {
    expect(categoryAccepts({ description: null })).toBe(true);
    expect(categoryAccepts({ description: undefined })).toBe(true);
    expect(studioField(category, 'description').required).toBe(false);
  });

  it.each([
    ['title', 40],
    ['description', 200],
  ] as const)('%s: at most %i characters in both', (field, max) => {
    expect(studioField(category, field).max).toBe(max);
    expect(categoryAccepts({ [field]: 'x'.repeat(max) })).toBe(true);
    expect(categoryAccepts({ [field]: 'x'.repeat(max + 1) })).toBe(false);
  });

  it.each([
    ['a plain slug', 'video-tips'],
    ['the longest slug', 'x'.repeat(postLimits.slugMax)],
    ['a slug one too long', 'x'.repeat(postLimits.slugMax + 1)],
    ['a slug with a slash', 'a/b'],
    ['a slug with a space', 'a b'],
    ['a blank slug', '  '],
    ['a slug that is a number', 42],
  ])('slug: %s is accepted by both or refused by both', (_label, current) => {
    const studio = studioField(category, 'slug').custom!(slugOf(current)) === true;
    expect(studio).toBe(categoryAccepts({ slug: current }));
  });
});

describe('a post’s categories', () => {
  const reference = (id: string) => ({ ...tips, _id: id, slug: id });
  const withCategories = (count: number) => ({
    categories: Array.from({ length: count }, (_, i) => reference(`c${i}`)),
  });

  it('the Studio asks for one to three, each once', () => {
    const rules = studioField(post, 'categories');
    expect(rules.required).toBe(true);
    expect([rules.min, rules.max]).toEqual([1, 3]);
    expect(rules.unique).toBe(true);
  });

  it('the site reads up to three and refuses more', () => {
    expect(siteAccepts(withCategories(3))).toBe(true);
    expect(siteAccepts(withCategories(4))).toBe(false);
  });

  it('the site tolerates none and drops a deleted one, so a post stays readable while the Studio asks for one', () => {
    expect(siteAccepts({ categories: undefined })).toBe(true);
    const parsed = postSchema.parse({ ...valid, categories: [null, reference('c1')] });
    expect(parsed.categories.map((item) => item._id)).toEqual(['c1']);
  });

  it('a category the site cannot read fails the post: the Studio requires what categorySchema does', () => {
    expect(siteAccepts({ categories: [{ ...tips, slug: null }] })).toBe(false);
    expect(studioField(category, 'slug').custom!(undefined)).toEqual(expect.any(String));
  });
});

// The body's own blocks as the site reads them (the query resolves an asset reference to its url and size).
type Block = Record<string, unknown> & { _type: string };

const asset = { url: 'https://cdn.sanity.io/images/p/d/a-800x450.png', width: 800, height: 450 };
const blocks = {
  image: { _type: 'image', _key: 'i', alt: 'A storyboard on a desk', caption: 'The first draft.', asset },
  video: {
    _type: 'video',
    _key: 'v',
    provider: 'youtube',
    videoId: 'dQw4w9WgXcQ',
    title: 'How we plan a video',
    description: 'A walk through our planning call.',
    uploadDate: '2025-03-01',
    duration: '1:48',
    poster: { alt: 'The first frame', asset },
  },
  callToAction: {
    _type: 'callToAction',
    _key: 'c',
    heading: 'Want a video like this?',
    text: 'We plan it with you.',
    buttonLabel: 'Book a call',
  },
} satisfies Record<keyof typeof bodyBlockTypes, Block>;

const members = blockContent.of as unknown as StudioType[];
/** The body's member for a block type, by its name or, for the image, its type. */
const studioBlock = (type: string) => {
  const member = members.find((candidate) => (candidate.name ?? candidate.type) === type);
  if (!member) throw new Error(`no Studio block ${type}`);
  return member;
};

/** Whether the site reads a post whose body holds this block. */
const siteAcceptsBlock = (block: Block) => siteAccepts({ body: [{ _type: 'block', _key: 'k' }, block] });
const siteIssues = (block: Block) => postSchema.safeParse({ ...valid, body: [block] }).error?.issues ?? [];

const studioAcceptsBlock = (block: Block) => studioAccepts(studioBlock(block._type), block);

const change = (block: Block, field: string, value: unknown): Block => {
  const [top, inner] = field.split('.') as [string, string?];
  if (!inner) return { ...block, [top]: value };
  return { ...block, [top]: { ...(block[top] as object), [inner]: value } };
};

describe('the body’s blocks: the Studio requires what the site requires', () => {
  it('the Studio’s blocks are the site’s, by their _type', () => {
    for (const type of Object.values(bodyBlockTypes)) expect(studioBlock(type)).toBeDefined();
    expect(studioBlock(bodyBlockTypes.image).type).toBe('image');
  });

  it.each(Object.entries(blocks))('a valid %s block passes both', (_type, block) => {
    expect(siteAcceptsBlock(block)).toBe(true);
    expect(studioAcceptsBlock(block)).toBe(true);
  });

  it.each([
    ['image', 'alt', 160],
    ['image', 'caption', 200],
    ['video', 'title', 100],
    ['video', 'description', 200],
    ['video', 'poster.alt', 160],
    ['callToAction', 'heading', 80],
    ['callToAction', 'text', 200],
    ['callToAction', 'buttonLabel', 40],
  ] as const)('%s.%s: at most %i characters in both', (type, field, max) => {
    expect(studioField(studioBlock(type), field).max).toBe(max);
    expect(siteAcceptsBlock(change(blocks[type], field, 'x'.repeat(max)))).toBe(true);
    expect(siteAcceptsBlock(change(blocks[type], field, 'x'.repeat(max + 1)))).toBe(false);
  });

  it.each([
    ['image', 'alt', true],
    ['image', 'caption', false],
    ['video', 'provider', true],
    ['video', 'videoId', true],
    ['video', 'title', true],
    ['video', 'description', true],
    ['video', 'uploadDate', true],
    ['video', 'duration', true],
    ['video', 'poster', false],
    ['video', 'poster.alt', true],
    ['callToAction', 'heading', true],
    ['callToAction', 'text', false],
    ['callToAction', 'buttonLabel', false],
  ] as const)('%s.%s: required %s in both', (type, field, required) => {
    expect(studioField(studioBlock(type), field).required).toBe(required);
    expect(siteAcceptsBlock(change(blocks[type], field, undefined))).toBe(!required);
  });

  it.each([
    ['image', 'alt'],
    ['video', 'title'],
    ['video', 'description'],
    ['video', 'poster.alt'],
    ['callToAction', 'heading'],
  ] as const)('%s.%s: blank counts as missing in both', (type, field) => {
    expect(studioField(studioBlock(type), field).custom!('   ')).toEqual(expect.any(String));
    expect(siteAcceptsBlock(change(blocks[type], field, '   '))).toBe(false);
  });

  it('an image without alt text: refused by both, with the Studio saying why', () => {
    const withoutAlt = change(blocks.image, 'alt', undefined);
    expect(siteAcceptsBlock(withoutAlt)).toBe(false);
    expect(studioAcceptsBlock(withoutAlt)).toBe(false);
    expect(studioField(studioBlock('image'), 'alt').required).toBe(true);
  });

  it.each([
    ['an image', (block: Block) => block, 'image'],
    ['a video’s poster', (block: Block) => block.poster as Block, 'video'],
  ] as const)('%s without its file: refused by both', (_label, picture, type) => {
    const block = structuredClone(blocks[type]) as Block;
    delete picture(block).asset;
    expect(siteAcceptsBlock(block)).toBe(false);
    expect(studioAcceptsBlock(block)).toBe(false);
  });

  it('a video without a poster: fine for both', () => {
    expect(siteAcceptsBlock({ ...blocks.video, poster: undefined })).toBe(true);
    expect(studioAcceptsBlock({ ...blocks.video, poster: undefined })).toBe(true);
  });
});

describe('a video’s id and length', () => {
  const videoIdRule = studioField(studioBlock('video'), 'videoId').custom!;
  const studioVideoId = (provider: VideoProvider, videoId: string) => videoIdRule(videoId, { parent: { provider } });
  const siteVideoId = (provider: VideoProvider, videoId: string) =>
    siteAcceptsBlock({ ...blocks.video, provider, videoId });

  it.each([
    ['wistia', 'a Wistia id', 'k7v2m9x4qa', true],
    ['youtube', 'a YouTube id', 'dQw4w9WgXcQ', true],
    ['youtube', 'a YouTube id with - and _', 'a-b_c-d_e-f', true],
    ['youtube', 'a YouTube id with spaces around it', '  dQw4w9WgXcQ ', true],
    ['youtube', 'a YouTube address', 'https://youtu.be/x', false],
    ['youtube', 'a full YouTube address', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', false],
    ['youtube', 'a Wistia id', 'k7v2m9x4qa', false],
    ['wistia', 'a YouTube id', 'dQw4w9WgXcQ', false],
    ['wistia', 'a Wistia address', 'https://fast.wistia.com/medias/k7v2m9x4qa', false],
    ['wistia', 'a short id', 'abc', false],
    ['wistia', 'capitals', 'K7V2M9X4QA', false],
    ['youtube', 'markup', '"><script>', false],
  ] as const)('%s: %s is accepted by both or refused by both', (provider, _label, videoId, accepted) => {
    expect(videoIdPatterns[provider].test(videoId.trim())).toBe(accepted);
    expect(siteVideoId(provider, videoId)).toBe(accepted);
    expect(studioVideoId(provider, videoId)).toBe(accepted ? true : videoIdHints[provider]);
  });

  it('a refused id: the site’s message is the Studio’s hint', () => {
    const issues = siteIssues({ ...blocks.video, provider: 'wistia', videoId: 'abc' });
    expect(issues.map((issue) => issue.message)).toEqual([`video block: ${videoIdHints.wistia}`]);
  });

  it('without a provider the Studio leaves the id to the provider’s own rule, and both refuse the block', () => {
    expect(videoIdRule('abc', { parent: {} })).toBe(true);
    expect(studioAcceptsBlock({ ...blocks.video, provider: undefined })).toBe(false);
    expect(siteAcceptsBlock({ ...blocks.video, provider: undefined })).toBe(false);
    expect(siteAcceptsBlock({ ...blocks.video, provider: 'vimeo' })).toBe(false);
  });

  it.each([
    ['1:48', true],
    ['0:05', true],
    ['12:34', true],
    ['1:02:03', true],
    ['10:02:03', true],
    [' 1:48 ', true],
    ['90', false],
    ['1:7', false],
    ['1:60', false],
    ['1:02:60', false],
    ['1:60:00', false],
    ['1.48', false],
    ['PT1M48S', false],
  ] as const)('duration %j: accepted by both or refused by both', (duration, accepted) => {
    const rule = studioField(studioBlock('video'), 'duration').custom!;
    expect(videoDurationPattern.test(duration.trim())).toBe(accepted);
    expect(siteAcceptsBlock({ ...blocks.video, duration })).toBe(accepted);
    expect(rule(duration)).toBe(accepted ? true : 'The length as m:ss or h:mm:ss, e.g. 1:48.');
  });
});

describe('sample bodies: what the Studio would publish, the site reads', () => {
  const video = blocks.video;
  it.each([
    ['an image', blocks.image, true],
    ['an image without a caption', { ...blocks.image, caption: undefined }, true],
    ['an image without alt text', { ...blocks.image, alt: undefined }, false],
    ['an image with a caption too long', { ...blocks.image, caption: 'x'.repeat(201) }, false],
    ['a video', video, true],
    ['a Wistia video without a poster', { ...video, provider: 'wistia', videoId: 'k7v2m9x4qa', poster: null }, true],
    ['a video whose id is an address', { ...video, videoId: 'https://youtu.be/dQw4w9WgXcQ' }, false],
    ['a video with a length in seconds', { ...video, duration: '108' }, false],
    ['a video without a description', { ...video, description: undefined }, false],
    ['a video whose poster has no alt text', { ...video, poster: { asset } }, false],
    ['a call to action', blocks.callToAction, true],
    ['a call to action with a heading only', { _type: 'callToAction', _key: 'c', heading: 'Talk to us' }, true],
    ['a call to action without a heading', { ...blocks.callToAction, heading: undefined }, false],
    ['a call to action with a button label too long', { ...blocks.callToAction, buttonLabel: 'x'.repeat(41) }, false],
  ] as const)('%s: %s for both', (_label, block, accepted) => {
    expect(studioAcceptsBlock(block)).toBe(accepted);
    expect(siteAcceptsBlock(block)).toBe(accepted);
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
    ['client', 60],
    ['subtitle', 120],
    ['result', 120],
    ['metric', 40],
    ['title', 120],
    ['summary', 300],
    ['testimonial.quote', 400],
  ] as const)('%s: at most %i characters in both', (field, max) => {
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

  it('a panel’s line: at most 100 characters, and not blank, in both', () => {
    const panels = caseStudy.fields.find((field) => field.name === 'panels') as unknown as StudioType;
    const tutorials = panels.fields!.find((field) => field.name === 'tutorials')!;
    const before = tutorials.fields!.find((field) => field.name === 'before')!;
    for (const [line, accepted] of [
      ['x'.repeat(100), true],
      ['x'.repeat(101), false],
      ['  ', false],
    ] as const) {
      const tutorialsPanel = { ...study.panels.tutorials, before: [line] };
      expect(
        caseStudySchema.safeParse({ ...study, panels: { ...study.panels, tutorials: tutorialsPanel } }).success,
      ).toBe(accepted);
      expect(studioAccepts(before, [line])).toBe(accepted);
    }
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
    ['title', 80],
    ['location', 60],
    ['description', 600],
  ] as const)('%s: at most %i characters in both', (field, max) => {
    expect(studioField(jobOpening, field).max).toBe(max);
    expect(jobOpeningSchema.safeParse({ ...job, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(jobOpeningSchema.safeParse({ ...job, [field]: 'x'.repeat(max + 1) }).success).toBe(false);
  });

  it('requirements: between the same bounds in both', () => {
    const rules = studioField(jobOpening, 'requirements');
    expect([rules.min, rules.max]).toEqual([1, 8]);
    expect(jobOpeningSchema.safeParse({ ...job, requirements: [] }).success).toBe(false);
    expect(jobOpeningSchema.safeParse({ ...job, requirements: Array(8).fill('x') }).success).toBe(true);
    expect(jobOpeningSchema.safeParse({ ...job, requirements: Array(9).fill('x') }).success).toBe(false);
  });

  it('a requirement: at most 160 characters, and not blank, in both', () => {
    const requirements = jobOpening.fields.find((field) => field.name === 'requirements') as unknown as StudioType;
    for (const [value, accepted] of [
      ['x'.repeat(160), true],
      ['x'.repeat(161), false],
      ['  ', false],
    ] as const) {
      expect(jobOpeningSchema.safeParse({ ...job, requirements: [value] }).success).toBe(accepted);
      expect(studioAccepts(requirements, [value])).toBe(accepted);
    }
  });

  it('a type other than full-time or part-time: refused by the site (the Studio offers only those)', () => {
    expect(jobOpeningSchema.safeParse({ ...job, type: 'Contract' }).success).toBe(false);
  });
});

describe('the Studio’s desk', () => {
  const schema = createSchema({ name: 'default', types: schemaTypes });
  // The parts of a workspace the structure builder reads when it builds and serializes the desk.
  const source = { schema, i18n: { t: (key: string) => key }, document: {}, templates: [], currentUser: null };
  const S = createStructureBuilder({ source: source as never, perspectiveStack: [] });
  const desk = (structure(S, {} as StructureResolverContext) as ListBuilder).serialize();
  type Item = { id: string; type: string; title?: string; schemaType?: { name: string }; child?: unknown };
  const items = desk.items as Item[];
  const section = (title: string) => items.find((item) => item.title === title)!;

  it('lists what marketers edit first, then the blog, case studies and careers', () => {
    expect(items.map((item) => (item.type === 'divider' ? '—' : item.title))).toEqual([
      'Settings',
      'Navigation',
      'Pages',
      'Offer',
      'Pricing',
      'Testimonials',
      'Videos',
      'Logos',
      'Landing pages',
      'Redirects',
      '—',
      'Blog',
      'Case studies',
      'Careers',
    ]);
  });

  it.each([
    ['Settings', 'siteSettings'],
    ['Navigation', 'navigation'],
    ['Pricing', 'pricingPage'],
    ['Offer', 'specialOffer'],
    ['Logos', 'clientLogos'],
  ] as const)('%s opens its one document, at the id the site reads', (title, type) => {
    expect(section(title).child).toMatchObject({ type: 'document', options: { id: singletonIds[type], type } });
  });

  it.each([
    ['Testimonials', 'testimonial'],
    ['Videos', 'hostedVideo'],
    ['Landing pages', 'landingPage'],
    ['Redirects', 'redirect'],
    ['Case studies', 'caseStudy'],
    ['Careers', 'jobOpening'],
  ])('%s lists the %s documents', (title, type) => {
    expect(section(title).schemaType?.name).toBe(type);
  });

  it('Blog opens the blog page, then lists posts, categories and authors', () => {
    const blog = section('Blog').child as { items: Item[] };
    expect(blog.items[0]).toMatchObject({
      title: 'Blog page',
      child: { options: { id: 'blogPage', type: 'blogPage' } },
    });
    expect(blog.items.slice(1).map((item) => [item.title, item.schemaType?.name])).toEqual([
      ['Posts', 'post'],
      ['Categories', 'category'],
      ['Authors', 'author'],
    ]);
  });
});

describe('the singletons', () => {
  const template = (templateId: string) => ({ templateId });
  const action = (name?: SanityDefinedAction) => Object.assign(() => null, { action: name });
  const everyAction = (
    ['publish', 'discardChanges', 'restore', 'duplicate', 'delete', 'unpublish', 'schedule'] as const
  ).map(action);
  const actionsOf = (schemaType: string, previous = [...everyAction, action()]) =>
    singletonDocumentActions(previous as unknown as DocumentActionComponent[], { schemaType }).map(
      (component) => component.action,
    );

  it('are the site settings, the pages, the special offer and the client logos', () => {
    expect([...singletonTypes]).toEqual([
      'siteSettings',
      'navigation',
      'pricingPage',
      'specialOffer',
      'aboutPage',
      'careerPage',
      'caseStudiesPage',
      'shortsPage',
      'productDemoVideosPage',
      'videoProductionPage',
      'clientLogos',
      'homePage',
      'blogPage',
      'scriptGeneratorPage',
      'youtubeScriptGeneratorPage',
      'youtubeStrategyPage',
    ]);
  });

  it('are not offered in the “new document” menus; every other type still is', () => {
    const templates = ['post', 'pricingPage', 'specialOffer', 'testimonial'].map(template);
    expect(withoutSingletonTemplates(templates).map((item) => item.templateId)).toEqual(['post', 'testimonial']);
  });

  it.each(['pricingPage', 'specialOffer'])(
    '%s can be published, its changes discarded or an old version restored, nothing else',
    (type) => {
      expect(actionsOf(type)).toEqual(['publish', 'discardChanges', 'restore']);
    },
  );

  it('other types keep every action', () => {
    const previous = [...everyAction, action()];
    expect(singletonDocumentActions(previous as unknown as DocumentActionComponent[], { schemaType: 'post' })).toBe(
      previous,
    );
  });
});
