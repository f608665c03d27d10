// Which links in a post's body name one of the site's content pages, so that a page unpublished since turns its
// link back into words (lib/blog/content-links.ts).
import { describe, expect, it } from 'vitest';
import { contentAddressOf } from '@/lib/blog/content-links';

describe('a body link names a content page', () => {
  it('a post, a case study or a landing page, by the address a visitor would follow', () => {
    expect(contentAddressOf('/case-studies/tallyflow')).toEqual({ type: 'caseStudy', segment: 'tallyflow' });
    expect(contentAddressOf('/blog/a-post?utm_source=x#part-2')).toEqual({ type: 'post', segment: 'a-post' });
    expect(contentAddressOf('/blog/a-post/')).toEqual({ type: 'post', segment: 'a-post' });
    expect(contentAddressOf('/webinar-offer')).toEqual({ type: 'landingPage', segment: 'webinar-offer' });
    expect(contentAddressOf('/blog/caf%C3%A9')).toEqual({ type: 'post', segment: 'café' });
  });

  it('not the site’s own routes, other paths, other sites or anything that is not an address', () => {
    for (const href of [
      '/pricing',
      '/script-generator',
      '/blog',
      '/',
      '/case-studies',
      '/blog/category/product-demos',
      '/blog/page/2',
      '/Index.html',
      'https://example.com/case-studies/x',
      '//example.com/blog/x',
      'mailto:hello@example.com',
      '#section',
      '/blog/%E0%A4%A',
    ])
      expect(contentAddressOf(href), href).toBeNull();
  });
});
