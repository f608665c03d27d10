// A link of the navigation document: a page of this site (the page's one link listener), or another site, opened
// in a new tab and saying so to assistive technology.
import type { Route } from 'next';
import type { MouseEventHandler } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import { Link } from '@/components/ui/link';
import type { ResolvedLink } from '@/lib/marketing/navigation/limits';

export function MenuLink({
  link,
  className,
  onClick,
}: {
  link: ResolvedLink;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  if (link.external)
    return (
      <ExternalLink href={link.href} className={className} onClick={onClick}>
        {link.label}
      </ExternalLink>
    );
  // The address was resolved from the code's routes or a published document's slug (lib/marketing/navigation/).
  return (
    <Link href={link.href as Route} className={className} onClick={onClick}>
      {link.label}
    </Link>
  );
}

/** A list's key for a link: its address, and its label for two links to one address. */
export const linkKey = (link: ResolvedLink) => `${link.href} ${link.label}`;
