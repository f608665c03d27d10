// The site's document: header, main, footer, page-wide islands (analytics only when configured),
// Organization JSON-LD, and an editor's preview tools in draft mode. Rendered by the
// site's root layout and by app/global-not-found.tsx, which Next renders without a layout.
import type { ReactNode } from 'react';
import { inter } from '@/app/fonts';
import { Analytics } from '@/components/page-wide/analytics';
import { CardGlow } from '@/components/page-wide/card-glow';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { LinkNavigation } from '@/components/page-wide/link-navigation';
import { PendingNavigation } from '@/components/page-wide/pending-navigation';
import { LeadOutboxRetry } from '@/components/page-wide/lead-outbox-retry';
import { PreviewToolsLoader } from '@/components/preview/preview-tools-loader';
import { JsonLd } from '@/components/seo/json-ld';
import { skipLink } from '@/content/navigation';
import { BookingUrlProvider } from '@/components/ui/booking-url';
import { isPreview } from '@/lib/content/preview';
import { getNavigation } from '@/lib/marketing/navigation/read';
import { getSiteSettings } from '@/lib/marketing/settings';
import { analytics, env } from '@/lib/env';
import { organizationJsonLd } from '@/lib/seo';

export async function SiteDocument({ children }: { children: ReactNode }) {
  // An editor in draft mode (server build only): Next renders every page on request, from drafts, with the tools.
  const preview = await isPreview();
  // A fault throws: Next keeps each page's last good version rather than one without the agency's links.
  const [settings, navigation] = await Promise.all([getSiteSettings({ preview }), getNavigation({ preview })]);
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {skipLink.label}
        </a>
        <BookingUrlProvider url={settings.bookingUrl}>
          <Header navigation={navigation} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer professionalNetworkUrl={settings.professionalNetworkUrl} navigation={navigation} />
        </BookingUrlProvider>
        <LinkNavigation />
        <CardGlow />
        <PendingNavigation />
        <LeadOutboxRetry endpoint={env.NEXT_PUBLIC_LEAD_ENDPOINT} />
        {analytics ? <Analytics config={analytics} /> : null}
        <JsonLd data={organizationJsonLd(settings)} />
        {preview ? <PreviewToolsLoader /> : null}
      </body>
    </html>
  );
}
