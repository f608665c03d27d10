// The site's root layout: every page but the Studio (which has its own root layout, without the
// site's header, footer, listeners or JSON-LD). Site-wide metadata and the document around pages.
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { isPreview } from '@/lib/content/preview';
import { getSiteSettings } from '@/lib/marketing/settings';
import { siteHead, siteViewport } from '@/lib/seo';
import '../globals.css';

// The description quotes the settings' claims.
export const generateMetadata = async () => siteHead((await getSiteSettings({ preview: await isPreview() })).claims);
export const viewport = siteViewport;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
