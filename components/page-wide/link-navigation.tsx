'use client';
// Page-wide: turns clicks on the site's links into client navigations and prefetches on intent.
//
// Client-side navigation for the internal links on the page, from one listener on the document.
// It acts only on anchors rendered by components/ui/link.tsx (they carry the marker of
// components/ui/link-marker.ts); every other <a> is left to the browser:
// - a plain left click on a same-origin link becomes a router navigation, as next/link does
//   (new tabs, modified clicks, downloads, other origins and same-page hash jumps stay with the
//   browser); a click to another page is reported to the loading placeholders
//   (components/page-wide/pending-navigation.tsx);
// - pointing at a link, focusing it or touching it prefetches its page (intent prefetching:
//   Next's default prefetches every link the moment it scrolls into view, dozens of requests
//   and their parsing while the page becomes interactive).
// Why, and what it measured: docs/decisions/0001-plain-links-with-one-delegated-listener.md.
// React's own handlers (a menu closing on click) run first: React listens on the document too,
// and registered before this effect. A handler that calls preventDefault() keeps the click.
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
      // A jump within the page (#section) is the browser's: it scrolls and keeps history.
      if (url.hash && samePage(url, window.location)) return;
      event.preventDefault();
      if (!samePage(url, window.location)) pendingNavigation.start(withoutTrailingSlash(url.pathname));
      // The anchor is a Link, whose href was checked against the app's routes when it was rendered.
      router.push(`${url.pathname}${url.search}${url.hash}` as Route);
    };
    // mouseover fires again for every child the pointer crosses: one prefetch per link entered.
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
