// The Studio's root layout: the bare document the embedded Sanity Studio needs, without the
// site's header, footer, page-wide listeners or JSON-LD. Moving between the Studio and the site is
// a full page load (two root layouts), which is what an editor opening the Studio expects anyway.
// The site's stylesheet and font are here for the 'connect a Sanity project' page; the Studio's
// own interface brings its own styles.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { inter } from '@/app/fonts';
import { siteOrigin } from '@/lib/seo';
import '../globals.css';

// The origin the generated icons and images resolve against, as on the site's pages.
export const metadata: Metadata = { metadataBase: new URL(siteOrigin) };

export default function StudioLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
