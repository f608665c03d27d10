// The site's Open Graph cards (next/og, 1200×630 PNG): the brand's gradient, mark and name around a page's words.
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import type { ReactNode } from 'react';
import { site } from '@/content/site';

export const ogImageSize = { width: 1200, height: 630 };

const padding = 72;
const markSize = 64;

/** The gradient, with the mark and the site's name at the top and a page's words at the bottom. */
export function OgFrame({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding,
        background: 'linear-gradient(135deg, #0b0b14 0%, #1b1740 100%)',
        color: '#fff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }}>
        <div style={{ width: markSize, height: markSize, borderRadius: 16, background: '#4f46e5', display: 'flex' }} />
        {site.name}
      </div>
      {children}
    </div>
  );
}

// next/og's own font, read from Next's copy and passed explicitly: the text is checked against the very font that
// draws it. For a character it lacks, next/og would fetch a font or an emoji from the web (Google Fonts,
// jsDelivr): a build has no internet, and a server should not call out for an image, so such characters are left
// out. Inter, the site's font, ships as WOFF2 only, which next/og cannot read.
const fontFile = join(process.cwd(), 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf');

type Font = { data: Buffer; codePoints: ReadonlySet<number> };
let font: Font | undefined;

function loadFont(): Font {
  if (!font) {
    const data = readFileSync(fontFile);
    font = { data, codePoints: codePointsOf(data) };
  }
  return font;
}

/** The characters a TrueType/OpenType font has a glyph for, from its Unicode cmap (format 12, else format 4). */
export function codePointsOf(data: Uint8Array): Set<number> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tag = (at: number) => String.fromCharCode(...data.subarray(at, at + 4));
  let cmap = -1;
  for (let table = 0; table < view.getUint16(4); table++) {
    if (tag(12 + 16 * table) === 'cmap') cmap = view.getUint32(12 + 16 * table + 8);
  }
  if (cmap < 0) throw new Error('the font has no cmap table');
  let best = -1;
  let bestFormat = 0;
  for (let record = cmap + 4; record < cmap + 4 + 8 * view.getUint16(cmap + 2); record += 8) {
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    const at = cmap + view.getUint32(record + 4);
    const format = view.getUint16(at);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && (format === 12 || (format === 4 && bestFormat !== 12))) [best, bestFormat] = [at, format];
  }
  const points = new Set<number>();
  if (bestFormat === 12) {
    for (let group = best + 16; group < best + 16 + 12 * view.getUint32(best + 12); group += 12) {
      const [start, end, glyph] = [view.getUint32(group), view.getUint32(group + 4), view.getUint32(group + 8)];
      for (let code = start; code <= end; code++) if (glyph + code - start !== 0) points.add(code);
    }
  } else if (bestFormat === 4) {
    const segments = view.getUint16(best + 6) / 2;
    const ends = best + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const rangeOffsets = deltas + 2 * segments;
    for (let segment = 0; segment < segments; segment++) {
      const end = view.getUint16(ends + 2 * segment);
      const start = view.getUint16(starts + 2 * segment);
      const delta = view.getInt16(deltas + 2 * segment);
      const rangeOffsetAt = rangeOffsets + 2 * segment;
      const rangeOffset = view.getUint16(rangeOffsetAt);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        const raw = rangeOffset === 0 ? code : view.getUint16(rangeOffsetAt + rangeOffset + 2 * (code - start));
        if (raw !== 0 && (raw + delta) & 0xffff) points.add(code);
      }
    }
  }
  return points;
}

/** `text` with only what the font draws: spacing of any kind becomes one space, anything it lacks goes. */
export function drawableText(text: string, codePoints: ReadonlySet<number> = loadFont().codePoints): string {
  let kept = '';
  for (const character of text.normalize('NFC')) {
    if (/\s/u.test(character)) kept += ' ';
    else if (codePoints.has(character.codePointAt(0)!)) kept += character;
  }
  return kept.replace(/ {2,}/g, ' ').trim();
}

const titleLineHeight = 1.1;
const kickerSize = 26;
const detailsSize = 30;
const detailsLineHeight = 1.25;
const gap = 22;

// The title's share of the card's height: what the brand row, the kicker, the details line and the gaps
// between them leave (at least 40px between the brand row and the words).
const titleHeight =
  ogImageSize.height - 2 * padding - markSize - 40 - kickerSize - detailsSize * detailsLineHeight - 2 * gap;

/**
 * The title's size by its length (a title is at most 120 characters): short ones large, long ones smaller,
 * each at most as many lines as the card holds at that size. A title wider than its lines (long words of
 * wide letters) ends in an ellipsis rather than running off the card.
 */
export function ogTitleFit(title: string): { fontSize: number; maxLines: number } {
  const length = Array.from(title).length;
  const fontSize = length <= 32 ? 80 : length <= 56 ? 68 : length <= 84 ? 58 : 50;
  return { fontSize, maxLines: Math.floor(titleHeight / (fontSize * titleLineHeight)) };
}

export type OgCardWords = {
  /** What the page is ('Blog'), above the title. */
  kicker: string;
  title: string;
  /** Under the title, joined by a middle dot (an author and a date, a client); empty ones are left out. */
  details: readonly (string | null | undefined)[];
};

/** A card's PNG, as a route handler's answer. */
export function ogCardResponse({ kicker, title, details }: OgCardWords): Response {
  const { data } = loadFont();
  const heading = drawableText(title) || site.name;
  const { fontSize, maxLines } = ogTitleFit(heading);
  const detailLine = details
    .map((detail) => (detail ? drawableText(detail) : ''))
    .filter(Boolean)
    .join(' · ');
  const image = new ImageResponse(
    <OgFrame>
      <div style={{ display: 'flex', flexDirection: 'column', gap }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div style={{ width: 40, height: 4, borderRadius: 2, background: '#f5b82e', display: 'flex' }} />
          <div
            style={{
              fontSize: kickerSize,
              lineHeight: 1,
              letterSpacing: 4,
              textTransform: 'uppercase',
              color: '#a5b4fc',
            }}
          >
            {drawableText(kicker)}
          </div>
        </div>
        <div
          style={{
            display: 'block',
            lineClamp: maxLines,
            fontSize,
            lineHeight: titleLineHeight,
            letterSpacing: -fontSize / 34,
            wordBreak: 'break-word',
            maxHeight: titleHeight,
            overflow: 'hidden',
          }}
        >
          {heading}
        </div>
        {detailLine ? (
          <div
            style={{
              display: 'block',
              lineClamp: 1,
              fontSize: detailsSize,
              lineHeight: detailsLineHeight,
              color: '#b4b8c9',
            }}
          >
            {detailLine}
          </div>
        ) : null}
      </div>
    </OgFrame>,
    { ...ogImageSize, fonts: [{ name: 'Geist', data, weight: 400, style: 'normal' }] },
  );
  // Without ImageResponse's own Cache-Control (max-age=0): Next then gives the image the revalidation header of
  // its other cached answers, the pages and the feed.
  return new Response(image.body, { headers: { 'Content-Type': 'image/png' } });
}
