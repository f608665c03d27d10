// The video documents (the Studio's Videos): the Studio publishes a video exactly when the site reads it into its
// library (the query run by groq-js, the parser), checked at each limit: the title, the one-sentence description,
// the host's id by its provider, the running time, the upload date and the poster with its alt text.
import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import { videoDocumentSchema } from '@/lib/video/schemas';
import { videoLimits } from '@/lib/video/limits';
import { noVideoDocument } from '@/sanity/fields/rules';
import { mediaIdField } from '@/sanity/fields/shapes';
import { video as studioType, videosQuery } from '@/sanity/schema-types/video';
import { bothSides, type Doc, edit, imageAsset, imageOf, siteReadsBy } from '../fixtures/studio-rules';
import { dataset } from '../fixtures/video-library';

const stored = dataset.filter((doc) => doc._type === 'hostedVideo') as Doc[];
const assets = [imageAsset, ...dataset.filter((doc) => doc._type === 'sanity.imageAsset')];

const sample = (): Doc => ({
  _id: 'video-sample',
  _type: 'hostedVideo',
  title: 'A product demo',
  provider: 'wistia',
  videoId: 'k7v2m9x4qa',
  description: 'A product demo in one sentence.',
  poster: imageOf('A product screen'),
  duration: '1:30',
  uploadDate: '2025-01-14',
});

const readsOne = (result: unknown) =>
  Array.isArray(result) && result.length === 1 && videoDocumentSchema.safeParse(result[0]).success;

const { expectBoth, studioPublishes } = bothSides({
  studio: studioType,
  sample,
  siteReads: siteReadsBy(videosQuery, readsOne, assets),
});

describe('a video document', () => {
  it('the Studio compiles the type without an error', () => {
    const schema = createSchema({ name: 'default', types: [studioType] });
    const problems = (schema._validation ?? []).flatMap((group) =>
      group.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message),
    );
    expect(problems).toEqual([]);
  });

  it.each(stored.map((doc) => [doc._id, doc] as const))('%s, as stored: published and read', async (_id, doc) => {
    await expectBoth(doc, true);
  });

  it.each([
    ['a title at its limit', 'title', 'x'.repeat(videoLimits.titleMax), true],
    ['a title past it', 'title', 'x'.repeat(videoLimits.titleMax + 1), false],
    ['no title', 'title', undefined, false],
    ['a description at its limit', 'description', 'x'.repeat(videoLimits.descriptionMax), true],
    ['a description past it', 'description', 'x'.repeat(videoLimits.descriptionMax + 1), false],
    ['no description', 'description', undefined, false],
    ['a whole address for the id', 'videoId', 'https://fast.wistia.com/medias/k7v2m9x4qa', false],
    ['a YouTube id for Wistia', 'videoId', 'dQw4w9WgXcQ', false],
    ['no id', 'videoId', undefined, false],
    ['no provider', 'provider', undefined, false],
    ['a running time from an hour', 'duration', '1:05:30', true],
    ['a running time of one digit seconds', 'duration', '1:4', false],
    ['no upload date', 'uploadDate', undefined, false],
    ['no poster', 'poster', undefined, true],
    ['a poster without its alt text', 'poster', { ...imageOf(''), alt: undefined }, false],
    ['a poster’s alt text past its limit', 'poster', imageOf('x'.repeat(videoLimits.posterAltMax + 1)), false],
  ] as const)('with %s', async (_label, field, value, accepted) => {
    await expectBoth(edit(sample(), field, value), accepted);
  });

  it('a YouTube video takes a YouTube id', async () => {
    await expectBoth({ ...sample(), provider: 'youtube', videoId: 'dQw4w9WgXcQ' }, true);
  });

  it('the Studio refuses a poster kept without its file', () => {
    expect(studioPublishes(edit(sample(), 'poster', { _type: 'image', alt: 'A still' }))).toBe(false);
  });
});

describe('a media id field (a testimonial’s, the offer’s, a page’s)', () => {
  // Its rules, recorded: the custom ones in turn, and whether each is a warning.
  const customs: { check: (value: unknown, context: unknown) => unknown; warning: boolean }[] = [];
  const rule: Record<string, unknown> = new Proxy(
    {},
    {
      get: (_target, name) => (argument: unknown) => {
        if (name === 'custom') customs.push({ check: argument as never, warning: false });
        if (name === 'warning') customs.at(-1)!.warning = true;
        return rule;
      },
    },
  );
  (mediaIdField().validation as (rule: unknown) => unknown)(rule);
  const warning = customs.find((custom) => custom.warning)!;
  /** The warning for a media id, with the dataset holding `count` video documents of it; and what it asked. */
  const warns = async (value: string, count: number) => {
    const asked: unknown[] = [];
    const context = {
      getClient: () => ({ fetch: async (_query: string, params: unknown) => (asked.push(params), count) }),
    };
    return { says: await warning.check(value, context), asked };
  };

  it('warns, without refusing, when no video document has the id', async () => {
    expect(await warns('t5e8g2v6qz', 0)).toEqual({
      says: noVideoDocument,
      asked: [{ provider: 'wistia', videoId: 't5e8g2v6qz' }],
    });
    expect((await warns('youtube:dQw4w9WgXcQ', 0)).asked).toEqual([{ provider: 'youtube', videoId: 'dQw4w9WgXcQ' }]);
  });

  it('says nothing when a video document has it', async () => {
    expect((await warns('k7v2m9x4qa', 1)).says).toBe(true);
  });
});
