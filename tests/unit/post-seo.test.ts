// A post's own SEO: the pages' `seo` fields on the post, read by the post's query and parser, and what its page's
// head shows (lib/blog/seo.ts): each field set is the post's own, each one left empty the post's title, excerpt and
// image. Its limits are the pages' (the same type), in the Studio and the site alike.
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { postQuery } from '@/lib/blog/queries';
import { postLookupSchema, postSchema, type Post } from '@/lib/blog/schemas';
import { postSeo } from '@/lib/blog/seo';
import { loadDataset } from '@/lib/content/dataset';
import { parseOptionalDocument } from '@/lib/content/parse';
import { seoLimits } from '@/lib/marketing/limits';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { post as postType } from '@/sanity/schema-types/post';
import { namedTypes, studioAccepts, studioRules, type StudioType } from '../fixtures/studio-rules';

const dataset = loadDataset(readFileSync(new URL('../../content/dataset.ndjson', import.meta.url), 'utf8'));
const stored = dataset.find((doc) => doc._id === 'post-demo-video-length')!;
const slug = 'how-long-should-a-saas-demo-video-be';
/** A share image as Sanity stores one (the embedded files are the site's own, not on Sanity's CDN). */
const asset = {
  _id: 'image-share-1200x630-png',
  _type: 'sanity.imageAsset',
  url: 'https://cdn.sanity.io/images/p/d/share-1200x630.png',
  metadata: { dimensions: { width: 1200, height: 630 } },
};

/** The post as the site reads it, with `seo` stored on it (none: as the embedded posts are). */
async function read(seo?: Record<string, unknown>, change: Record<string, unknown> = {}): Promise<Post> {
  const doc = { ...stored, ...change, ...(seo ? { seo: { _type: 'seo', ...seo } } : {}) };
  const others = dataset.filter((other) => other._id !== stored._id);
  const result = await (await evaluate(parse(postQuery), { dataset: [doc, asset, ...others], params: { slug } })).get();
  return parseOptionalDocument(postLookupSchema, result)!;
}

const studioSeo = (postType.fields as StudioType[]).find((field) => field.name === 'seo')!;

describe('a post without SEO (the embedded posts)', () => {
  it('reads its SEO as empty', async () => {
    expect((await read()).seo).toEqual({ title: null, description: null, noIndex: false, image: null });
  });

  it('keeps its title, excerpt and main image in the head, indexed', async () => {
    const post = await read();
    const seo = postSeo(post);
    expect(seo).toMatchObject({ title: post.title, description: post.excerpt, path: `/blog/${slug}`, noIndex: false });
    expect(seo.image).toEqual({ url: absoluteUrl(post.mainImage!.url), alt: post.mainImage!.alt });
    expect(pageMetadata(seo).robots).toEqual({ index: true, follow: true });
  });

  it('without an excerpt, its description is its title; without a main image, the card made from its title', async () => {
    const post = await read(undefined, { excerpt: undefined, mainImage: undefined });
    expect(postSeo(post)).toMatchObject({
      description: post.title,
      image: { url: absoluteUrl(`/og/posts/${slug}.png`), alt: post.title, width: 1200, height: 630 },
    });
  });

  it('an SEO object with every field empty is the same as none', async () => {
    expect(postSeo(await read({ title: '', description: '', noIndex: false }))).toEqual(postSeo(await read()));
  });
});

describe('a post with its own SEO', () => {
  const own = {
    title: 'Demo video length: the short answer',
    description: 'Sixty to ninety seconds on the homepage, three minutes on a call.',
    noIndex: true,
    image: { _type: 'image', asset: { _type: 'reference', _ref: asset._id }, alt: 'A share card' },
  };

  it('shows its own title, description and share image, and asks search engines to leave it out', async () => {
    const post = await read(own);
    const seo = postSeo(post);
    expect(seo).toMatchObject({ title: own.title, description: own.description, noIndex: true });
    expect(seo.image).toEqual({ url: asset.url, width: 1200, height: 630, alt: 'A share card' });
    const metadata = pageMetadata(seo);
    expect(metadata.title).toEqual({ absolute: `${own.title} | Launchframe` });
    expect(metadata.description).toBe(own.description);
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(metadata.twitter).toMatchObject({ images: [asset.url] });
  });

  it('each field set replaces only its own default', async () => {
    const post = await read({ description: own.description });
    expect(postSeo(post)).toMatchObject({ title: post.title, description: own.description, noIndex: false });
    expect(postSeo(post).image).toEqual(postSeo(await read()).image);
  });

  it('the page and the post’s words do not change: the SEO is the head’s only', async () => {
    const [plain, seo] = [await read(), await read(own)];
    expect({ ...seo, seo: plain.seo }).toEqual(plain);
  });
});

describe('its limits are the pages’ SEO limits, in the Studio and the site', () => {
  const siteReads = (seo: Record<string, unknown>) => postSchema.shape.seo.safeParse(seo).success;

  it.each([
    ['title', seoLimits.titleMax, 70],
    ['description', seoLimits.descriptionMax, 200],
  ] as const)('%s: at most %i characters', (field, max, expected) => {
    expect(max).toBe(expected);
    const studioField = namedTypes[studioSeo.type!]!.fields!.find((candidate) => candidate.name === field)!;
    expect(studioRules(studioField).max).toBe(max);
    for (const [text, accepted] of [
      ['x'.repeat(max), true],
      ['x'.repeat(max + 1), false],
    ] as const) {
      expect(studioAccepts(studioSeo, { [field]: text }), `the Studio, ${text.length}`).toBe(accepted);
      expect(siteReads({ [field]: text }), `the site, ${text.length}`).toBe(accepted);
    }
  });

  it('a 71-character SEO title makes the post a fault for the site (70 is read)', async () => {
    expect((await read({ title: 'x'.repeat(70) })).seo.title).toBe('x'.repeat(70));
    await expect(read({ title: 'x'.repeat(71) })).rejects.toThrow('seo.title: at most 70 characters');
  });

  it('the Studio shows it on the post’s one form, as the pages name it', () => {
    expect(studioSeo).toMatchObject({ name: 'seo', title: 'SEO', type: 'seo' });
    expect((studioSeo as { group?: unknown }).group).toBeUndefined();
  });
});
