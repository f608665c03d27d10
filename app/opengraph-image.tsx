// The default Open Graph image, rendered once at build time.
import { ImageResponse } from 'next/og';
import { ogImage } from '@/content/og';
import { site } from '@/content/site';

export const dynamic = 'force-static';
export const alt = site.legalName;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0b0b14 0%, #1b1740 100%)',
        color: '#fff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }}>
        <div style={{ width: 64, height: 64, borderRadius: 16, background: '#4f46e5', display: 'flex' }} />
        {site.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.05, letterSpacing: -2 }}>{ogImage.headline}</div>
        <div style={{ fontSize: 32, color: '#b4b8c9' }}>{ogImage.subline}</div>
      </div>
    </div>,
    size,
  );
}
