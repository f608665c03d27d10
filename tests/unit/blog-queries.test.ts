// The blog's GROQ queries run through groq-js over the embedded dataset — the same path the
// site takes without a Sanity project — and the zod schemas applied to their results.
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '@/lib/content/dataset';
import {
  postIndexQuery,
  postPreviewQuery,
  postQuery,
  postScheduleQuery,
  postsOnBlog,
  postIndexPreviewQuery,
  postsQuery,
} from '@/lib/blog/queries';
import { postIndexEntrySchema, postLookupSchema, postSchema, postSummarySchema } from '@/lib/blog/schemas';
import { ContentFault } from '@/lib/content/faults';
import { parseDocuments, parseOptionalDocument } from '@/lib/content/parse';

const ndjson = readFileSync(new URL('../../content/dataset.ndjson', import.meta.url), 'utf8');
const dataset = loadDataset(ndjson);
const run = async (query: string, params: Record<string, unknown> = {}, docs: unknown[] = dataset) =>
  (await evaluate(parse(query), { dataset: docs, params })).get();

const findPost = (result: unknown) => parseOptionalDocument(postLookupSchema, result);

const rawPosts = ndjson
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { _id: string; _type: string; publishedAt?: string; slug?: { current: string } })
  .filter((doc) => doc._type === 'post' && !doc._id.startsWith('drafts.'));

describe('the embedded dataset', () => {
  it('has at least 8 published posts, 2 authors (one without a picture), one post without a slug', () => {
    expect(rawPosts.length).toBeGreaterThanOrEqual(8);
    const authors = dataset.filter((doc) => doc._type === 'author');
    expect(authors).toHaveLength(2);
    expect(authors.filter((author) => !author.image)).toHaveLength(1);
    expect(rawPosts.filter((post) => !post.slug)).toHaveLength(1);
  });

  it('leaves drafts out, like the published perspective', () => {
    expect(ndjson).toContain('"_id":"drafts.');
    expect(dataset.some((doc) => doc._id.startsWith('drafts.'))).toBe(false);
  });
});

describe('postsQuery', () => {
  it('returns the newest posts, newest first: twice the six of the grid, so a broken one can be replaced', async () => {
    const posts = parseDocuments(postSummarySchema, await run(postsQuery), 'posts');
    expect(postsOnBlog).toBe(6);
    expect(posts).toHaveLength(Math.min(rawPosts.length, 2 * postsOnBlog));
    const expected = [...rawPosts].sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!));
    expect(posts.map((post) => post._id)).toEqual(expected.map((post) => post._id).slice(0, 2 * postsOnBlog));
  });

  it('dereferences the author, the categories and the image assets, and counts the words', async () => {
    const posts = parseDocuments(postSummarySchema, await run(postsQuery), 'posts');
    const first = posts.find((post) => post._id === 'post-demo-video-length');
    expect(first).toMatchObject({
      title: 'How long should a SaaS demo video be?',
      slug: 'how-long-should-a-saas-demo-video-be',
      author: { name: 'Marta Silva', imageUrl: '/blog/images/author-marta-256x256.jpg' },
      mainImage: { url: '/blog/images/demo-funnel-1200x675.jpg', alt: 'A video player frame beside rising bar charts' },
    });
    expect(first!.categories.length).toBeGreaterThanOrEqual(1);
    expect(first!.categories[0]).toMatchObject({ title: expect.any(String), slug: expect.any(String) });
    expect(first!.words).toBe(159); // counted by hand from its body
    expect(posts.find((post) => post.author?.name === 'João Pedro Almeida')?.author?.imageUrl).toBeNull();
  });

  it('does not carry bodies (list only)', async () => {
    const raw = (await run(postsQuery)) as Record<string, unknown>[];
    expect(raw.every((post) => !('body' in post))).toBe(true);
  });
});

describe('postQuery', () => {
  it('finds a post by its slug, with the body', async () => {
    const post = findPost(await run(postQuery, { slug: 'onboarding-videos-that-cut-churn' }));
    expect(post?._id).toBe('post-onboarding-videos');
    expect(post?.author).toEqual({ name: 'João Pedro Almeida', imageUrl: null });
    expect(post?.body.length).toBeGreaterThan(5);
  });

  it('finds a post without a slug by its id', async () => {
    const post = findPost(await run(postQuery, { slug: 'post-no-slug-behind-the-scenes' }));
    expect(post?.title).toBe('Behind the scenes: a 14-day production sprint');
    expect(post?.slug).toBeNull();
  });

  it('does not find a post that has a slug by its id', async () => {
    expect(await run(postQuery, { slug: 'post-demo-video-length' })).toEqual({ doc: null, unaddressable: [] });
  });

  it('returns null for an unknown slug', async () => {
    expect(await run(postQuery, { slug: 'no-such-post' })).toEqual({ doc: null, unaddressable: [] });
    expect(parseOptionalDocument(postSchema, null)).toBeNull();
  });

  it('names the posts whose slug is not text, which no address finds', async () => {
    const broken = dataset.map((doc) =>
      doc._id === 'post-demo-video-length' ? { ...doc, slug: { _type: 'slug', current: 42 } } : doc,
    );
    const result = await run(postQuery, { slug: 'how-long-should-a-saas-demo-video-be' }, broken);
    expect(result).toEqual({ doc: null, unaddressable: ['post-demo-video-length'] });
    // Not certain absence: a fault (never cached), so the last good page stays.
    expect(() => findPost(result)).toThrow(
      expect.objectContaining({
        kind: 'malformed',
        message: expect.stringContaining('posts post-demo-video-length have a slug that is not text'),
      }),
    );
  });

  it('uses every supported block and mark across the bodies', async () => {
    const bodies = await Promise.all(
      rawPosts.map(async (raw) => findPost(await run(postQuery, { slug: raw.slug?.current ?? raw._id }))!.body),
    );
    const all = bodies.flat() as { _type: string }[];
    // The site's own blocks: an image with its size (no layout shift), a video, a call to action.
    const custom = all.filter((block) => block._type !== 'block');
    expect(new Set(custom.map((block) => block._type))).toEqual(new Set(['image', 'video', 'callToAction']));
    expect(custom.find((block) => block._type === 'image')).toMatchObject({
      alt: expect.any(String),
      asset: { url: expect.stringMatching(/^\/blog\/images\//), width: expect.any(Number), height: expect.any(Number) },
    });
    const blocks = all.filter((block) => block._type === 'block') as {
      style?: string;
      listItem?: string;
      children?: { marks?: string[] }[];
      markDefs?: { _type: string }[];
    }[];
    expect(new Set(blocks.map((block) => block.style))).toEqual(new Set(['normal', 'h1', 'h2', 'h3', 'blockquote']));
    expect(new Set(blocks.map((block) => block.listItem).filter(Boolean))).toEqual(new Set(['bullet', 'number']));
    const marks = new Set(blocks.flatMap((block) => block.children ?? []).flatMap((child) => child.marks ?? []));
    expect(marks).toContain('strong');
    expect(marks).toContain('em');
    expect(blocks.some((block) => block.markDefs?.some((def) => def._type === 'link'))).toBe(true);
  });
});

describe('a body that is not blocks', () => {
  it('nor a publishedAt that is not a date: a fault, not a post that is not live yet', async () => {
    const broken = dataset.map((doc) => (doc._id === 'post-script-first' ? { ...doc, publishedAt: 'yesterday' } : doc));
    const result = await run(postQuery, { slug: 'write-the-script-before-you-record' }, broken);
    expect(() => findPost(result)).toThrow(expect.objectContaining({ kind: 'malformed' }));
  });

  it('is a fault, not an empty body (the query projects only an array)', async () => {
    const broken = dataset.map((doc) => (doc._id === 'post-script-first' ? { ...doc, body: 'not blocks' } : doc));
    const result = await run(postQuery, { slug: 'write-the-script-before-you-record' }, broken);
    expect(() => findPost(result)).toThrow(expect.objectContaining({ kind: 'malformed' }));
  });
});

describe('scheduled posts', () => {
  const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  const scheduled = {
    _id: 'post-scheduled',
    _type: 'post',
    title: 'Coming soon',
    slug: { _type: 'slug', current: 'coming-soon' },
    publishedAt: future,
  };
  const withScheduled = [...dataset, scheduled];
  const at = async (query: string, timestamp: Date, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query), { dataset: withScheduled, params, timestamp })).get();

  it('are not listed, found or addressed before their time, by the content service clock', async () => {
    const now = new Date();
    const ids = (result: unknown) => (result as { _id: string }[]).map((post) => post._id);
    expect(ids(await at(postsQuery, now))).not.toContain('post-scheduled');
    expect(ids(await at(postIndexQuery, now))).not.toContain('post-scheduled');
    expect(await at(postQuery, now, { slug: 'coming-soon' })).toMatchObject({ doc: null });
    expect(await at(postScheduleQuery, now)).toEqual([future]);
  });

  it('are, once their time has come', async () => {
    const later = new Date(Date.now() + 90 * 60 * 1000);
    const ids = (result: unknown) => (result as { _id: string }[]).map((post) => post._id);
    expect(ids(await at(postsQuery, later))[0]).toBe('post-scheduled');
    expect(ids(await at(postIndexQuery, later))).toContain('post-scheduled');
    expect(await at(postQuery, later, { slug: 'coming-soon' })).toMatchObject({ doc: { _id: 'post-scheduled' } });
    // Still listed for an hour after its time: a cached list read before it must be seen as stale.
    expect(await at(postScheduleQuery, later)).toEqual([future]);
    expect(await at(postScheduleQuery, new Date(Date.now() + 3 * 60 * 60 * 1000))).toEqual([]);
  });

  it('show in the preview before their time', async () => {
    const ids = (result: unknown) => (result as { _id: string }[]).map((post) => post._id);
    expect(ids(await at(postIndexPreviewQuery, new Date()))[0]).toBe('post-scheduled');
    expect(await at(postPreviewQuery, new Date(), { slug: 'coming-soon' })).toMatchObject({
      doc: { _id: 'post-scheduled' },
    });
  });
});

describe('postIndexQuery', () => {
  it('lists every published post with its address and date, newest first', async () => {
    const index = parseDocuments(postIndexEntrySchema, await run(postIndexQuery), 'index');
    expect(index).toHaveLength(rawPosts.length);
    expect(index.map((post) => post.publishedAt)).toEqual([...index.map((post) => post.publishedAt)].sort().reverse());
  });
});

describe('absent versus broken', () => {
  const good = {
    _id: 'p1',
    title: 'Fine',
    slug: { current: 'fine' },
    excerpt: 'x',
    publishedAt: '2025-01-01T00:00:00Z',
    mainImage: null,
    author: null,
  };

  it.each([
    ['no title', { ...good, _id: 'no-title', title: undefined }, 'no-title', 'title'],
    ['empty title', { ...good, _id: 'empty-title', title: '   ' }, 'empty-title', 'title'],
    ['no _id', { ...good, _id: undefined }, '(no _id)', '_id'],
    ['a date that is not a date', { ...good, _id: 'bad-date', publishedAt: 'yesterday' }, 'bad-date', 'publishedAt'],
    ['a slug with a slash', { ...good, _id: 'slash', slug: { current: 'a/b' } }, 'slash', 'slug.current'],
    [
      'a slug that is not a string',
      { ...good, _id: 'slug-number', slug: { current: 7 } },
      'slug-number',
      'slug.current',
    ],
    [
      'an author without a name',
      { ...good, _id: 'no-author-name', author: { name: '' } },
      'no-author-name',
      'author.name',
    ],
    ['a number for a title', { ...good, _id: 'number-title', title: 42 }, 'number-title', 'title'],
    ['not an object', 'just a string', '(no _id)', '(document)'],
  ])('leaves a list document with %s out, logging its id and field once', (_label, bad, id, field) => {
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    const posts = parseDocuments(postSummarySchema, [good, bad], 'posts', log);
    expect(posts.map((post) => post._id)).toEqual(['p1']);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`document ${id} fails the site's schema: ${field}:`);
    // The same problem again (the next regeneration) is not logged again.
    parseDocuments(postSummarySchema, [good, bad], 'posts', log);
    expect(logged).toHaveLength(1);
  });

  it('makes a malformed single post a fault naming the document and the field, not an absent post', () => {
    const logged: string[] = [];
    let fault: unknown;
    try {
      parseOptionalDocument(postSchema, { ...good, _id: 'body-text', body: 'not blocks' }, (message) =>
        logged.push(message),
      );
    } catch (error) {
      fault = error;
    }
    expect(fault).toBeInstanceOf(ContentFault);
    expect(fault).toMatchObject({ kind: 'malformed', documentId: 'body-text' });
    expect(logged).toEqual([
      "[content] document body-text fails the site's schema: body: Invalid input: expected array, received string",
    ]);
  });

  it('keeps null (the service says there is no such post) as absent', () => {
    expect(parseOptionalDocument(postSchema, null)).toBeNull();
  });

  it('makes a result that is not a list a garbled answer, not an empty list', () => {
    expect(() => parseDocuments(postSummarySchema, { error: 'boom' }, 'the post list')).toThrow(
      expect.objectContaining({ kind: 'garbled' }),
    );
  });

  it('falls back to the title as image alt only at render time: a missing alt stays null', () => {
    const [post] = parseDocuments(postSummarySchema, [{ ...good, mainImage: { asset: { url: '/x.jpg' } } }], 'posts');
    expect(post?.mainImage).toEqual({ url: '/x.jpg', alt: null });
  });
});
