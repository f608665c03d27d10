// The default Open Graph image, rendered once at build time.
import { ImageResponse } from 'next/og';
import { OgFrame, ogImageSize } from '@/components/seo/og-card';
import { ogImage } from '@/content/og';
import { site } from '@/content/site';

export const dynamic = 'force-static';
export const alt = site.legalName;
export const size = ogImageSize;
export const contentType = 'image/png';

export default function OpengraphImage() {
  return new ImageResponse(
    <OgFrame>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.05, letterSpacing: -2 }}>{ogImage.headline}</div>
        <div style={{ fontSize: 32, color: '#b4b8c9' }}>{ogImage.subline}</div>
      </div>
    </OgFrame>,
    size,
  );
}
