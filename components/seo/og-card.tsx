// The site's Open Graph cards (next/og, 1200×630 PNG): the brand's gradient, mark and name around a page's words.
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { codePointsOf } from '@/lib/font-code-points';

// Re-exported: the cards' tests take the parser with the text it filters.
export { codePointsOf };

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
export const ogFontFile = join(process.cwd(), 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf');

type Font = { data: Buffer; codePoints: ReadonlySet<number> };
let font: Font | undefined;

function loadFont(): Font {
  if (!font) {
    const data = readFileSync(ogFontFile);
    font = { data, codePoints: codePointsOf(data) };
  }
  return font;
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
