'use client';
// Every internal link: next/link with prefetching on intent (pointer over it, keyboard focus on
// it, a finger down on it) instead of Next's default, which prefetches every link the moment it
// scrolls into view. A page shows 30-60 links (header, menus, footer); prefetching them all on
// load put dozens of requests and their parsing on the main thread right while the page was
// becoming interactive (Lighthouse's Total Blocking Time on /career, median of 5 on the dev
// machine: 153 ms -> 96 ms). Intent still starts the fetch 100-300 ms before the click lands,
// and a visitor who never points at a link never pays for it.
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

export function Link({ href, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
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
      {...props}
    />
  );
}
