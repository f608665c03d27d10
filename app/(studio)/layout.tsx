// The Studio's root layout, a bare document: docs/decisions/0013-two-root-layouts-and-global-not-found.md
// The stylesheet and font serve the 'connect a Sanity project' page; the Studio brings its own styles.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { inter } from '@/app/fonts';
import { siteOrigin } from '@/lib/seo';
import '../globals.css';

export const metadata: Metadata = { metadataBase: new URL(siteOrigin) };

export default function StudioLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
