// The site footer: brand blurb, location, professional network, link lists, copyright, legal.
import { MapPin } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { Container } from '@/components/layout/container';
import { LogoMark } from '@/components/layout/logo';
import { ExternalLink } from '@/components/ui/external-link';
import { footer, navigationLabels } from '@/content/navigation';
import { site } from '@/content/site';
import { fillClaims, type Claims } from '@/lib/marketing/fill-claims';

/** `professionalNetworkUrl`: the agency's profile from the site settings; `claims`: theirs, which the blurb quotes. */
export function Footer({ professionalNetworkUrl, claims }: { professionalNetworkUrl: string; claims: Claims }) {
  return (
    <footer className="on-ink border-t border-ink-line bg-ink text-muted-on-ink">
      <Container className="grid grid-cols-2 gap-x-8 gap-y-12 py-16 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <p className="flex items-center gap-2.5 text-lg font-bold text-white">
            <LogoMark className="size-8" />
            {site.name}
          </p>
          <p className="mt-4 text-sm leading-relaxed">{fillClaims(footer.blurb, claims, 'the footer')}</p>
          <p className="mt-4 flex items-center gap-2 text-sm">
            <MapPin aria-hidden="true" className="size-4" />
            <span>
              {footer.locationLabel} {site.location.label}
            </span>
          </p>
          <ExternalLink
            href={professionalNetworkUrl}
            className="mt-3 inline-block text-sm font-medium text-white underline-offset-4 hover:underline"
          >
            {footer.professionalNetwork.label}
          </ExternalLink>
        </div>
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="flex flex-col gap-4 border-t border-ink-line py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>{footer.copyright}</p>
        <nav aria-label={navigationLabels.legal}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footer.legal.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </footer>
  );
}
