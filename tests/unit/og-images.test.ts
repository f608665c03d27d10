// The posts' and case studies' Open Graph images: each published one answers a 1200×630 PNG at an address ending
// in .png, an unknown one 404, and no title makes next/og fetch a font or an emoji from the web.
// OG_IMAGES_OUT=/tmp/og npx vitest run tests/unit/og-images.test.ts writes the rendered cards there, to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as caseStudyImage, generateStaticParams as caseStudyFiles } from '@/app/og/case-studies/[file]/route';
import { GET as postImage, generateStaticParams as postFiles } from '@/app/og/posts/[file]/route';
import OpengraphImage from '@/app/opengraph-image';
import { codePointsOf, drawableText, ogCardResponse, ogImageSize, ogTitleFit } from '@/components/seo/og-card';
import { postLimits } from '@/lib/blog/post-limits';
import { getPostIndex } from '@/lib/blog/posts';
import { serverPrerenderedPosts } from '@/lib/blog/prerender';
import { postSegment } from '@/lib/blog/schemas';
import { caseStudyOgImagePath, ogImageFile, ogImageSegment, postOgImagePath } from '@/lib/og-images';
import { caseStudies } from '../fixtures/embedded-content';

// Outside a Next server there is no data cache: each read goes to the embedded dataset.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));

const out = process.env.OG_IMAGES_OUT;

/** The status, type and pixel size of an answer, read from the PNG's signature and IHDR chunk. */
async function png(response: Response, name: string) {
  const bytes = Buffer.from(await response.arrayBuffer());
  if (out && response.status === 200) {
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, `${name}.png`), bytes);
  }
  const signature = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const header = bytes.subarray(12, 16).toString('latin1') === 'IHDR';
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    png: signature && header,
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

const image = { status: 200, type: 'image/png', png: true, ...ogImageSize };
const context = (file: string) => ({ params: Promise.resolve({ file }) });
const request = (path: string) => new Request(`http://localhost:3000${path}`);

// A post without a main image, and one without a slug (reached by its id), from content/dataset.ndjson.
const postSegments = ['thumbnails-that-get-the-play', 'post-no-slug-behind-the-scenes'];

afterEach(() => vi.unstubAllGlobals());

/** Stubs fetch to refuse the web, as a build without internet does; returns the addresses asked for. next/og's
 * own start-up fetches its layout engine from a data: URL, which goes through. */
function refuseTheWeb(): string[] {
  const asked: string[] = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('data:')) return realFetch(input, init);
    asked.push(url);
    return Promise.reject(new Error('no internet'));
  });
  return asked;
}

describe('the image addresses', () => {
  it('encode the segment, and end in .png', () => {
    expect(postOgImagePath('thumbnails-that-get-the-play')).toBe('/og/posts/thumbnails-that-get-the-play.png');
    expect(postOgImagePath('vídeo?#%')).toBe('/og/posts/v%C3%ADdeo%3F%23%25.png');
    expect(caseStudyOgImagePath('tallyflow')).toBe('/og/case-studies/tallyflow.png');
    expect(caseStudyOgImagePath('a b/c')).toBe('/og/case-studies/a%20b%2Fc.png');
  });

  it('name a route file that reads back as its segment, and nothing else as one', () => {
    expect(ogImageSegment(ogImageFile('vídeo'))).toBe('vídeo');
    expect(ogImageSegment('tallyflow')).toBeNull();
    expect(ogImageSegment('tallyflow.jpg')).toBeNull();
    expect(ogImageSegment('.png')).toBeNull();
  });
});

describe('the routes', () => {
  // The server build (these tests' mode) renders the newest posts' images ahead, the others on first request.
  it('list an image for each post the server build renders ahead and every case study with a page', async () => {
    const posts = (await postFiles()).map((params) => params.file);
    const newestFirst = (await getPostIndex()).map((post) => ogImageFile(postSegment(post)));
    expect(newestFirst.length).toBeGreaterThan(serverPrerenderedPosts);
    expect(posts).toEqual(newestFirst.slice(0, serverPrerenderedPosts));
    expect(posts.every((file) => ogImageSegment(file) !== null)).toBe(true);
    expect((await caseStudyFiles()).map((params) => params.file)).toEqual(
      caseStudies.map((study) => ogImageFile(study.slug)),
    );
  });

  it.each(postSegments)('answer a PNG of 1200×630 for the post %s', async (segment) => {
    const response = await postImage(request(postOgImagePath(segment)), context(ogImageFile(segment)));
    expect(await png(response, `post-${segment}`)).toEqual(image);
  });

  it.each(caseStudies.map((study) => study.slug))('answer a PNG of 1200×630 for the case study %s', async (slug) => {
    const response = await caseStudyImage(request(caseStudyOgImagePath(slug)), context(ogImageFile(slug)));
    expect(await png(response, `case-study-${slug}`)).toEqual(image);
  });

  it.each(['made-up.png', 'thumbnails-that-get-the-play', 'thumbnails-that-get-the-play.jpg', 'two words.png'])(
    'answer 404 for the post file %j',
    async (file) => {
      const response = await postImage(request(`/og/posts/${encodeURIComponent(file)}`), context(file));
      expect(response.status).toBe(404);
    },
  );

  it.each(['made-up.png', 'tallyflow', 'shiftboard.png'])('answer 404 for the case study file %j', async (file) => {
    const response = await caseStudyImage(request(`/og/case-studies/${encodeURIComponent(file)}`), context(file));
    expect(response.status).toBe(404);
  });

  it('give the cache no Cache-Control of their own (Next adds its revalidation header)', async () => {
    const response = await caseStudyImage(request('/og/case-studies/tallyflow.png'), context('tallyflow.png'));
    expect(response.headers.get('cache-control')).toBeNull();
    await response.arrayBuffer();
  });
});

describe('the card', () => {
  it('sizes a title by its length, every size within the lines the card holds', () => {
    const sizes = [10, 32, 33, 56, 57, 84, 85, postLimits.titleMax].map((length) => ogTitleFit('a'.repeat(length)));
    const fontSizes = sizes.map((fit) => fit.fontSize);
    expect(fontSizes).toEqual([...fontSizes].sort((a, b) => b - a));
    for (const fit of sizes) expect(fit.maxLines).toBeGreaterThanOrEqual(3);
    expect(ogTitleFit('a'.repeat(postLimits.titleMax)).maxLines).toBeGreaterThanOrEqual(4);
  });

  it('keeps what the font draws and leaves out what next/og would fetch from the web', () => {
    expect(drawableText('Vídeos 🎬 que vendem — 日本語 “quotes”\n\tcafe\u0301…')).toBe(
      'Vídeos que vendem — “quotes” café…',
    );
    expect(drawableText('🎬🎬')).toBe('');
  });

  it('reads the characters of a font from its cmap', () => {
    // A minimal font: one table (cmap) holding a format 4 subtable that maps A–C, and the end segment.
    const font = Buffer.alloc(12 + 16 + 4 + 8 + 32);
    font.writeUInt16BE(1, 4);
    font.write('cmap', 12, 'latin1');
    font.writeUInt32BE(28, 20);
    const cmap = 28;
    font.writeUInt16BE(1, cmap + 2);
    font.writeUInt16BE(3, cmap + 4);
    font.writeUInt16BE(1, cmap + 6);
    font.writeUInt32BE(12, cmap + 8);
    const table = cmap + 12;
    font.writeUInt16BE(4, table);
    font.writeUInt16BE(4, table + 6); // two segments
    [0x43, 0xffff].forEach((end, index) => font.writeUInt16BE(end, table + 14 + 2 * index));
    [0x41, 0xffff].forEach((start, index) => font.writeUInt16BE(start, table + 20 + 2 * index));
    [1 - 0x41, 1].forEach((delta, index) => font.writeInt16BE(delta, table + 24 + 2 * index));
    expect([...codePointsOf(font)]).toEqual([0x41, 0x42, 0x43]);
  });

  it('renders a long title of wide letters and other scripts without fetching anything', async () => {
    const web = refuseTheWeb();
    const titles = {
      wide: `${'WWWWWWWW MMMMMMMM '.repeat(7)}`.slice(0, postLimits.titleMax),
      word: 'x'.repeat(postLimits.titleMax),
      scripts: 'Vídeos 🎬 que vendem — 日本語 ✨ “quotes” café',
    };
    for (const [name, title] of Object.entries(titles)) {
      const response = ogCardResponse({ kicker: 'Blog', title, details: ['A'.repeat(postLimits.authorNameMax)] });
      expect(await png(response, `card-${name}`)).toEqual(image);
    }
    expect(web).toEqual([]);
  });

  it('sees a fetch next/og makes for a character its font lacks (the test above can fail)', async () => {
    const web = refuseTheWeb();
    const response = new ImageResponse(createElement('div', { style: { display: 'flex' } }, 'a 🎬'), ogImageSize);
    await expect(response.arrayBuffer()).rejects.toThrow('no internet');
    expect(web).toEqual([expect.stringContaining('twemoji')]);
  });

  it('still frames the default image at 1200×630', async () => {
    expect(await png(await OpengraphImage(), 'default')).toEqual(image);
  });
});
