import { describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  pageMetadata,
  serializeJsonLd,
  serviceJsonLd,
} from '@/lib/seo';
import { datasetClaims } from '../fixtures/dataset-claims';

describe('pageMetadata', () => {
  const meta = pageMetadata({
    title: 'Pricing',
    description: 'Plans and the ROI calculator.',
    keywords: ['video pricing', 'ROI'],
    path: '/pricing',
  });

  it('sets the title, description, keywords and canonical', () => {
    expect(meta.title).toEqual({ absolute: 'Pricing | Launchframe' });
    expect(meta.description).toBe('Plans and the ROI calculator.');
    expect(meta.keywords).toEqual(['video pricing', 'ROI']);
    expect(meta.alternates?.canonical).toBe('/pricing');
  });

  it('sets Open Graph and the Twitter card with the default image', () => {
    expect(meta.openGraph).toMatchObject({
      title: 'Pricing | Launchframe',
      url: '/pricing',
      type: 'website',
      siteName: 'Launchframe',
    });
    expect(meta.openGraph?.images).toEqual([
      expect.objectContaining({ url: '/opengraph-image', width: 1200, height: 630 }),
    ]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Pricing | Launchframe' });
  });

  it('indexes by default and can say noindex, nofollow', () => {
    expect(meta.robots).toEqual({ index: true, follow: true });
    expect(pageMetadata({ title: 'Studio', description: 'd', path: '/studio', noIndex: true }).robots).toEqual({
      index: false,
      follow: false,
    });
  });

  it('describes articles with their publish time and authors', () => {
    const article = pageMetadata({
      title: 'Post',
      description: 'd',
      path: '/blog/post',
      type: 'article',
      article: { publishedTime: '2025-06-01T09:00:00Z', authors: ['Ana Ribeiro'] },
    });
    expect(article.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-06-01T09:00:00Z',
      authors: ['Ana Ribeiro'],
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so a string cannot close the script tag', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('JSON-LD builders', () => {
  it('Organization names the agency, its address and profiles', () => {
    const org = organizationJsonLd({
      email: { hello: 'hello@launchframe.video' },
      socialUrl: 'https://www.instagram.com/launchframe.video',
      professionalNetworkUrl: 'https://www.linkedin.com/company/launchframe-video',
      claims: datasetClaims,
    });
    expect(org).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Launchframe' });
    expect(org).toHaveProperty('address.addressLocality', 'Lisbon');
    expect(org).toHaveProperty('sameAs');
    expect(org).toHaveProperty(
      'description',
      expect.stringContaining('in 14 days, with a 30-day performance guarantee'),
    );
  });

  it('Service links the provider and an absolute URL', () => {
    const service = serviceJsonLd({ name: 'Video Production', description: 'd', path: '/video-production' });
    expect(service).toMatchObject({ '@type': 'Service', url: 'http://localhost:3000/video-production' });
    expect(service).toHaveProperty('provider.name', 'Launchframe');
  });

  it('FAQPage has one Question with an Answer per item', () => {
    const faq = faqPageJsonLd([
      { question: 'Q1?', answer: 'A1' },
      { question: 'Q2?', answer: 'A2' },
    ]);
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1' } },
      { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2' } },
    ]);
  });

  it('BreadcrumbList numbers the crumbs from 1 with absolute items', () => {
    const list = breadcrumbListJsonLd([
      { label: 'Home', href: '/' },
      { label: 'Career', href: '/career' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Career', item: 'http://localhost:3000/career' },
    ]);
  });

  it('BlogPosting carries the headline, date and author', () => {
    const post = blogPostingJsonLd({ title: 'T', path: '/blog/t', publishedAt: '2025-06-01', authorName: 'Ana' });
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      datePublished: '2025-06-01',
      url: 'http://localhost:3000/blog/t',
    });
    expect(post).toHaveProperty('author.name', 'Ana');
  });
});
