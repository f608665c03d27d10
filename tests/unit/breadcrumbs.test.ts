import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, segmentLabel } from '@/lib/breadcrumbs';

describe('breadcrumbsFor', () => {
  it('has no trail on the home page', () => {
    expect(breadcrumbsFor('/')).toEqual([]);
    expect(breadcrumbsFor('')).toEqual([]);
  });

  it('starts with Home and uses the display names of known segments', () => {
    expect(breadcrumbsFor('/about')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about' },
    ]);
    expect(breadcrumbsFor('/shorts').at(-1)).toEqual({ label: 'YouTube Shorts', href: '/shorts' });
    expect(breadcrumbsFor('/career').at(-1)?.label).toBe('Career');
    expect(breadcrumbsFor('/pricing').at(-1)?.label).toBe('Pricing');
    expect(breadcrumbsFor('/privacy-policy').at(-1)?.label).toBe('Privacy Policy');
    expect(breadcrumbsFor('/terms-of-service').at(-1)?.label).toBe('Terms of Service');
    expect(breadcrumbsFor('/cookie-policy').at(-1)?.label).toBe('Cookie Policy');
  });

  it('builds one crumb per segment with cumulative links', () => {
    expect(breadcrumbsFor('/case-studies/northwind-analytics')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Northwind Analytics', href: '/case-studies/northwind-analytics' },
    ]);
    expect(breadcrumbsFor('/blog/my-post').map((crumb) => crumb.label)).toEqual(['Home', 'Blog', 'My Post']);
  });

  it('ignores trailing slashes, query strings and hashes', () => {
    expect(breadcrumbsFor('/career/?ref=x#openings')).toEqual(breadcrumbsFor('/career'));
  });
});

describe('segmentLabel', () => {
  it('capitalises unknown segments word by word', () => {
    expect(segmentLabel('youtube-strategy')).toBe('Youtube Strategy');
    expect(segmentLabel('video-production')).toBe('Video Production');
    expect(segmentLabel('script_generator')).toBe('Script Generator');
  });

  it('decodes escaped segments and survives malformed escapes', () => {
    expect(segmentLabel('caf%C3%A9-tips')).toBe('Café Tips');
    expect(segmentLabel('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
