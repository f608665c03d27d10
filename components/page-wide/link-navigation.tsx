'use client';
// Page-wide: one document listener gives Link's marked anchors client navigation and intent prefetch.
// Learn more: docs/decisions/0001-plain-links-with-one-delegated-listener.md
import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { pendingNavigation } from '@/components/page-wide/pending-navigation-store';
import { CLIENT_LINK_ATTRIBUTE } from '@/components/ui/link-marker';

const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

const anchorOf = (target: EventTarget | null) => {
  const anchor = target instanceof Element ? target.closest(`a[href][${CLIENT_LINK_ATTRIBUTE}]`) : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
};

/** The internal link an event happened in, as a URL; null for anything the browser should handle. */
function internalLink(target: EventTarget | null, location: Location) {
  const anchor = anchorOf(target);
  if (!anchor) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  return url;
}

const samePage = (url: URL, location: Location) =>
  withoutTrailingSlash(url.pathname) === withoutTrailingSlash(location.pathname) && url.search === location.search;

export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    // React's handlers run first (its root listener on the document is older); preventDefault() keeps a click.
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const url = internalLink(event.target, window.location);
      if (!url) return;
      // A same-page #section jump stays with the browser: it scrolls and keeps history.
      if (url.hash && samePage(url, window.location)) return;
      event.preventDefault();
      if (!samePage(url, window.location)) pendingNavigation.start(withoutTrailingSlash(url.pathname));
      // Safe cast: Link typed the href against the app's routes.
      router.push(`${url.pathname}${url.search}${url.hash}` as Route);
    };
    // mouseover repeats for every child crossed: one prefetch per link entered.
    let lastAnchor: HTMLAnchorElement | null = null;
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (event.type === 'mouseover' && anchor === lastAnchor) return;
      lastAnchor = anchor;
      const url = internalLink(event.target, window.location);
      if (url && !samePage(url, window.location)) router.prefetch(`${url.pathname}${url.search}` as Route);
    };
    const passive = { passive: true } as const;
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, passive);
    document.addEventListener('focusin', onIntent, passive);
    document.addEventListener('touchstart', onIntent, passive);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [router]);
  return null;
}
