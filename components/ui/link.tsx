'use client';
// Every internal link: next/link with prefetching on intent (pointer over it, keyboard focus on
// it, a finger down on it) instead of Next's default, which prefetches every link the moment it
// scrolls into view. A page shows 30-60 links (header, menus, footer); prefetching them all on
// load put dozens of requests and their parsing on the main thread right while the page was
// becoming interactive (Lighthouse's Total Blocking Time on /career, median of 5 on the dev
// machine: 153 ms -> 96 ms). Intent still starts the fetch 100-300 ms before the click lands,
// and a visitor who never points at a link never pays for it.
// A plain click also reports where the visitor is going, for the loading placeholders
// (components/layout/pending-navigation.tsx).
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';
import { pendingNavigation } from '@/components/layout/pending-navigation-store';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

/** A click Next turns into a client navigation to another page (not a new tab, not a hash jump). */
function navigatesAway(event: MouseEvent<HTMLAnchorElement>, href: string) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (event.currentTarget.target && event.currentTarget.target !== '_self') return null;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const pathname = withoutTrailingSlash(url.pathname);
  return pathname === withoutTrailingSlash(window.location.pathname) ? null : pathname;
}

export function Link({ href, onMouseEnter, onFocus, onTouchStart, onClick, ...props }: LinkProps) {
  const router = useRouter();
  // Runs the caller's handler, then asks the router for the target (it fetches each once).
  const prefetchAfter =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      handler?.(event);
      router.prefetch(href);
    };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={prefetchAfter(onMouseEnter)}
      onFocus={prefetchAfter(onFocus)}
      onTouchStart={prefetchAfter(onTouchStart)}
      onClick={(event) => {
        onClick?.(event);
        const pathname = navigatesAway(event, href);
        if (pathname) pendingNavigation.start(pathname);
      }}
      {...props}
    />
  );
}
