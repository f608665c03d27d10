// The site footer: brand blurb, location, professional network, link lists, copyright, legal. Its words and links
// are the navigation document's (its blurb's claims filled from the settings); the copyright line is the code's.
import { MapPin } from 'lucide-react';
import { Container } from '@/components/layout/container';
import { LogoMark } from '@/components/layout/logo';
import { linkKey, MenuLink } from '@/components/layout/menu-link';
import { ExternalLink } from '@/components/ui/external-link';
import { copyright, navigationLabels } from '@/content/navigation';
import { site } from '@/content/site';
import type { Navigation } from '@/lib/marketing/navigation/schemas';

/** `professionalNetworkUrl`: the agency's profile from the site settings. */
export function Footer({
  professionalNetworkUrl,
  navigation,
}: {
  professionalNetworkUrl: string;
  navigation: Navigation;
}) {
  return (
    <footer className="on-ink border-t border-ink-line bg-ink text-muted-on-ink">
      <Container className="grid grid-cols-2 gap-x-8 gap-y-12 py-16 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <p className="flex items-center gap-2.5 text-lg font-bold text-white">
            <LogoMark className="size-8" />
            {site.name}
          </p>
          <p className="mt-4 text-sm leading-relaxed">{navigation.footerBlurb}</p>
          <p className="mt-4 flex items-center gap-2 text-sm">
            <MapPin aria-hidden="true" className="size-4" />
            <span>
              {navigation.locationLabel} {site.location.label}
            </span>
          </p>
          <ExternalLink
            href={professionalNetworkUrl}
            className="mt-3 inline-block text-sm font-medium text-white underline-offset-4 hover:underline"
          >
            {navigation.linkedInLabel}
          </ExternalLink>
        </div>
        {navigation.footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {column.links.map((link) => (
                <li key={linkKey(link)}>
                  <MenuLink link={link} className="hover:text-white" />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="flex flex-col gap-4 border-t border-ink-line py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>{copyright}</p>
        <nav aria-label={navigationLabels.legal}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {navigation.legalLinks.map((link) => (
              <li key={linkKey(link)}>
                <MenuLink link={link} className="hover:text-white" />
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </footer>
  );
}
