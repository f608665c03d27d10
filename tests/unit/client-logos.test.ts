// The client logos' document (the Trusted By strip), from the embedded dataset through the site's own query and
// schema: today's 15 wordmarks in today's order, each a file of public/logos/ at 2x; the image CDN's address for a
// logo uploaded to Sanity; the strip's markup; a missing or broken document as a fault that names what is wrong.
import { readdirSync, readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TrustedBy } from '@/components/home/trusted-by';
import { loadDataset } from '@/lib/content/dataset';
import { ContentFault } from '@/lib/content/faults';
import { parseDocument } from '@/lib/content/parse';
import { clientLogosId, logoBox } from '@/lib/marketing/logos/limits';
import { clientLogosQuery } from '@/lib/marketing/logos/queries';
import { getClientLogos } from '@/lib/marketing/logos/read';
import { clientLogosSchema, logoSrc } from '@/lib/marketing/logos/schemas';

// No content service here: each read answers "no such document".
vi.mock('@/lib/content/load', () => ({ loadDocument: async () => null }));

const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
type Doc = (typeof dataset)[number];
const run = async (docs: Doc[] = dataset) => (await evaluate(parse(clientLogosQuery), { dataset: docs })).get();
const quiet = () => {};

const { logos } = parseDocument(clientLogosSchema, await run(), quiet);
const rawLogos = dataset.find((doc) => doc._id === clientLogosId.clientLogos)! as Doc & {
  logos: Record<string, unknown>[];
};

/** A WebP file's canvas size, from its VP8X header (the files' format: an alpha channel needs it). */
function webpSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  expect(bytes.toString('ascii', 0, 4) + bytes.toString('ascii', 8, 16), file).toBe('RIFFWEBPVP8X');
  return [bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1];
}

describe('the client logos document', () => {
  it('is one document at the id its type names', () => {
    expect(rawLogos._type).toBe(clientLogosId.clientLogos);
    expect(dataset.filter((doc) => doc._type === 'clientLogos')).toHaveLength(1);
  });

  it('lists today’s 15 clients in the strip’s order, each once, within the limits', () => {
    expect(logos.map((logo) => logo.name)).toEqual([
      'Ledgerloop',
      'Pulsegrid',
      'Quillbase',
      'Kitewave',
      'Orbitdesk',
      'Tallyhive',
      'Northmark',
      'Fernstack',
      'Cobaltly',
      'Relaylane',
      'Sproutsync',
      'Vantaform',
      'Driftbeam',
      'Zephyrly',
      'Oakmetric',
    ]);
    expect(new Set(logos.map((logo) => logo.key)).size).toBe(logos.length);
    expect(logos.length).toBeGreaterThanOrEqual(10);
    expect(logos.length).toBeLessThanOrEqual(24);
  });

  it('shows each file of public/logos/ once, at the address it always had, 280x96 (2x the 140x48 box)', () => {
    const files = readdirSync('public/logos').sort();
    expect(files).toHaveLength(15);
    expect(logos.map((logo) => logo.src).sort()).toEqual(files.map((file) => `/logos/${file}`));
    for (const logo of logos) {
      expect(logo.src).toBe(`/logos/${logo.name.toLowerCase()}.webp`);
      expect(webpSize(`public${logo.src}`), logo.src).toEqual([
        logoBox.width * logoBox.scale,
        logoBox.height * logoBox.scale,
      ]);
    }
  });
});

describe('a logo uploaded to Sanity', () => {
  const asset = (id: string, size: string) => ({
    _id: `image-${id}-${size}-png`,
    _type: 'sanity.imageAsset',
    url: `https://cdn.sanity.io/images/p1abc/production/${id}-${size}.png`,
  });

  it('is asked of the image CDN at 2x the box, in WebP, cut to its shape', () => {
    expect(logoSrc({ url: asset('abc123', '560x192').url })).toBe(
      'https://cdn.sanity.io/images/p1abc/production/abc123-560x192.png?w=280&h=96&fm=webp&fit=crop',
    );
  });

  it('of another shape is cut within the editor’s crop, around the hotspot', () => {
    const url = asset('wide', '1200x200').url;
    // 1200x200 is far wider than 35:12: a 583x200 window centred on the hotspot, a quarter of the way in (x 300).
    expect(logoSrc({ url, hotspot: { x: 0.25, y: 0.5, width: 0.2, height: 1 } })).toBe(
      `${url}?rect=9,0,583,200&w=280&h=96&fm=webp&fit=crop`,
    );
    // The crop takes the left tenth away: the window cannot start inside it.
    expect(
      logoSrc({
        url,
        crop: { top: 0, bottom: 0, left: 0.1, right: 0 },
        hotspot: { x: 0.1, y: 0.5, width: 0.1, height: 1 },
      }),
    ).toBe(`${url}?rect=120,0,583,200&w=280&h=96&fm=webp&fit=crop`);
  });

  it('is read with its crop and hotspot, by the query, from the document as the Studio stores it', async () => {
    const cdn = asset('abc123', '560x192');
    const doc = structuredClone(rawLogos);
    doc.logos[0] = {
      _key: 'brightlane',
      _type: 'clientLogo',
      name: 'Brightlane',
      image: {
        _type: 'image',
        asset: { _type: 'reference', _ref: cdn._id },
        crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0, right: 0.5 },
        hotspot: { _type: 'sanity.imageHotspot', x: 0.25, y: 0.25, width: 0.5, height: 0.5 },
      },
    };
    // The left half of the file (280x192), its upper band where the hotspot is.
    const read = parseDocument(clientLogosSchema, await run([doc, cdn, ...dataset.filter((d) => d !== rawLogos)]));
    expect(read.logos[0]).toEqual({
      key: 'brightlane',
      name: 'Brightlane',
      src: `${cdn.url}?rect=0,0,280,96&w=280&h=96&fm=webp&fit=crop`,
    });
    expect(read.logos.slice(1).map((logo) => logo.src)).toEqual(logos.slice(1).map((logo) => logo.src));
  });

  it('without its file, or with a name another logo has, is refused: the fault names the field', async () => {
    const without = structuredClone(rawLogos);
    without.logos[2] = { ...without.logos[2], image: { _type: 'image' } };
    await expect(async () =>
      parseDocument(clientLogosSchema, await run([without, ...dataset.filter((d) => d !== rawLogos)]), quiet),
    ).rejects.toThrow(/document clientLogos fails the site's schema: logos\.2\.image/);

    const twice = structuredClone(rawLogos);
    twice.logos[4] = { ...twice.logos[4], name: ' ledgerLOOP ' };
    await expect(async () =>
      parseDocument(clientLogosSchema, await run([twice, ...dataset.filter((d) => d !== rawLogos)]), quiet),
    ).rejects.toThrow(/document clientLogos fails the site's schema: logos\.4\.name: a name twice/);
  });
});

describe('the strip', () => {
  const html = renderToStaticMarkup(createElement(TrustedBy, { logos, title: 'Trusted By' }));
  const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);

  it('shows every logo twice, in order, in its 140x48 box, loaded at once at low priority', () => {
    expect(images).toHaveLength(2 * logos.length);
    expect(images[0]).toBe(
      '<img alt="Ledgerloop" loading="eager" fetchPriority="low" decoding="async" src="/logos/ledgerloop.webp" ' +
        'width="140" height="48" class="h-12 w-[140px]"/>',
    );
    expect(images.map((tag) => /src="([^"]+)"/.exec(tag)![1])).toEqual([...logos, ...logos].map((logo) => logo.src));
  });

  it('names each client once: the loop’s copy is hidden from assistive technology, its alt text empty', () => {
    expect(images.slice(0, logos.length).map((tag) => /alt="([^"]*)"/.exec(tag)![1])).toEqual(
      logos.map((logo) => logo.name),
    );
    expect(images.slice(logos.length).every((tag) => tag.startsWith('<img alt=""'))).toBe(true);
    expect(html.match(/<ul[^>]*>/g)!.map((tag) => tag.includes('aria-hidden="true"'))).toEqual([false, true]);
  });

  it('carries the page’s own title and lead', () => {
    const own = renderToStaticMarkup(createElement(TrustedBy, { logos, title: 'Teams we film for', lead: 'And why.' }));
    expect(own).toContain('>Teams we film for</h2>');
    expect(own).toContain('>And why.</p>');
    expect(html).not.toContain('<p');
  });
});

describe('no client logos document', () => {
  it('is a fault that says which and where to look, not an empty strip', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(getClientLogos()).rejects.toThrow(
      /the client logos: no document "clientLogos" \(the Studio's Logos\)/,
    );
    await expect(getClientLogos({ preview: true })).rejects.toBeInstanceOf(ContentFault);
  });
});
