// The error boundaries render the generic fallback heading and a way home.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import RouteError from '@/app/(site)/error';
import GlobalError from '@/app/global-error';
import { Link } from '@/components/ui/link';
import { CLIENT_LINK_ATTRIBUTE } from '@/components/ui/link-marker';

describe('error boundaries', () => {
  it('route error: heading, retry and a link home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToStaticMarkup(<RouteError error={new Error('boom')} reset={() => {}} />);
    expect(html).toContain('<h1');
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Try again');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
    // A full page load, not a client navigation: the app state that failed is left behind. The
    // page's link listener acts only on anchors carrying the client-link marker.
    expect(html).not.toContain(CLIENT_LINK_ATTRIBUTE);
  });

  it('internal links carry the marker the link listener looks for', () => {
    expect(renderToStaticMarkup(<Link href="/about">About</Link>)).toBe(
      `<a href="/about" ${CLIENT_LINK_ATTRIBUTE}="">About</a>`,
    );
  });

  it('global error: a whole document with the heading and a link home', () => {
    const html = renderToStaticMarkup(<GlobalError />);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toMatch(/<a href="\/"[^>]*>Return to Home<\/a>/);
  });
});
