// The root layout: fonts, header, footer, Organization JSON-LD, site-wide metadata, the page-wide
// listeners (links, card glow), and the retry of leads an earlier visit left in the outbox.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from '@/app/fonts';
import { CardGlow } from '@/components/layout/card-glow';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { LinkNavigation } from '@/components/layout/link-navigation';
import { PendingNavigation } from '@/components/layout/pending-navigation';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { LeadOutboxRetry } from '@/components/leads/lead-outbox-retry';
import { JsonLd } from '@/components/seo/json-ld';
import { skipLink } from '@/content/navigation';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { organizationJsonLd, siteOrigin } from '@/lib/seo';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin),
  title: { default: site.legalName, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: '#0b0b14',
  colorScheme: 'light',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {skipLink.label}
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
        <ScrollManager />
        <LinkNavigation />
        <CardGlow />
        <PendingNavigation />
        <LeadOutboxRetry endpoint={env.NEXT_PUBLIC_LEAD_ENDPOINT} />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
