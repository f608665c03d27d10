// The web app manifest.
import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { getSiteSettings } from '@/lib/marketing/settings';
import { siteDescription } from '@/lib/seo';

export const dynamic = 'force-static';
// A literal, as Next requires: the content layer's period (lib/content/config.ts). The description quotes the
// settings' claims.
export const revalidate = 3600;

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  return {
    name: site.legalName,
    short_name: site.name,
    description: siteDescription((await getSiteSettings()).claims),
    start_url: '/',
    display: 'standalone',
    background_color: '#0b0b14',
    theme_color: '#0b0b14',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  };
}
