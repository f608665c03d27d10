// The default Open Graph image, rendered at build time (and again with the settings, whose claims it quotes).
import { ImageResponse } from 'next/og';
import { drawableText, OgFrame, ogImageSize } from '@/components/seo/og-card';
import { ogImage } from '@/content/og';
import { site } from '@/content/site';
import { quoteClaims } from '@/lib/marketing/claims';

export const dynamic = 'force-static';
// A literal, as Next requires: the content layer's period (lib/content/config.ts), as the other images'.
export const revalidate = 3600;
export const alt = site.legalName;
export const size = ogImageSize;
export const contentType = 'image/png';

export default async function OpengraphImage() {
  const { headline, subline } = await quoteClaims(ogImage, 'the default share card');
  return new ImageResponse(
    <OgFrame>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.05, letterSpacing: -2 }}>{headline}</div>
        {/* Only what the font draws: a claim's character it lacks would make next/og fetch a font from the web. */}
        <div style={{ fontSize: 32, color: '#b4b8c9' }}>{drawableText(subline)}</div>
      </div>
    </OgFrame>,
    size,
  );
}
