// Images are markup only: lazy unless they are the first screen's, boxes that fill their frame,
// and Sanity CDN images offered at several widths (embedded-dataset files at their one width).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOG_IMAGE_WIDTHS, BlogImage } from '@/components/blog/blog-image';
import { Img } from '@/components/ui/img';

// The <img> element's attribute (React writes some in camelCase; HTML does not mind).
const attribute = (html: string, name: string) => new RegExp(`<img[^>]*\\s${name}="([^"]*)"`, 'i').exec(html)?.[1];

describe('Img', () => {
  it('loads lazily and decodes off the main thread by default', () => {
    const html = renderToStaticMarkup(<Img src="/logos/a.webp" alt="Acme" width={140} height={48} />);
    expect(attribute(html, 'alt')).toBe('Acme');
    expect(attribute(html, 'loading')).toBe('lazy');
    expect(attribute(html, 'decoding')).toBe('async');
    expect(attribute(html, 'fetchpriority')).toBeUndefined();
    expect(attribute(html, 'width')).toBe('140');
  });

  it('loads a priority image at once and at high priority', () => {
    const html = renderToStaticMarkup(<Img src="/a.webp" alt="" priority />);
    expect(attribute(html, 'loading')).toBe('eager');
    expect(attribute(html, 'fetchpriority')).toBe('high');
    expect(attribute(html, 'alt')).toBe('');
  });

  it('lets a caller choose eager loading at low priority', () => {
    const html = renderToStaticMarkup(<Img src="/a.webp" alt="A" loading="eager" fetchPriority="low" />);
    expect(attribute(html, 'loading')).toBe('eager');
    expect(attribute(html, 'fetchpriority')).toBe('low');
  });

  it('covers its frame when asked to fill it', () => {
    const html = renderToStaticMarkup(<Img src="/a.webp" alt="A" fill className="object-cover" />);
    expect(attribute(html, 'style')).toBe('position:absolute;inset:0;width:100%;height:100%');
    expect(attribute(html, 'class')).toBe('object-cover');
  });
});

describe('BlogImage', () => {
  const cdn = 'https://cdn.sanity.io/images/abc123/production/0f1e2d3c4b5a-1600x900.jpg';

  it('offers a Sanity image at every width, with the sizes the layout gives', () => {
    const html = renderToStaticMarkup(<BlogImage src={cdn} alt="A chart" sizes="92vw" fill />);
    const candidates = attribute(html, 'srcset')?.split(', ') ?? [];
    expect(candidates).toHaveLength(BLOG_IMAGE_WIDTHS.length);
    for (const [index, width] of BLOG_IMAGE_WIDTHS.entries()) {
      expect(candidates[index]).toMatch(
        new RegExp(
          `^https://cdn\\.sanity\\.io/images/abc123/production/0f1e2d3c4b5a-1600x900\\.jpg\\?w=${width}&.* ${width}w$`,
        ),
      );
    }
    expect(attribute(html, 'sizes')).toBe('92vw');
    expect(attribute(html, 'src')).toMatch(/\?w=1200&/);
  });

  it('serves a file of the embedded dataset as it is, without sizes', () => {
    const html = renderToStaticMarkup(<BlogImage src="/blog/images/a.jpg" alt="A" sizes="92vw" priority />);
    expect(attribute(html, 'src')).toBe('/blog/images/a.jpg');
    expect(attribute(html, 'sizes')).toBeUndefined();
    expect(attribute(html, 'srcset')).toBeUndefined();
    expect(attribute(html, 'fetchpriority')).toBe('high');
  });
});
