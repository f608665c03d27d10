// The RSS feed stays well-formed XML whatever a post holds: characters XML 1.0 forbids are
// removed from every text (title, excerpt, author), markup characters are escaped, and a strict
// XML parser reads the result.
import { describe, expect, it } from 'vitest';
import { buildRss, xmlText } from '@/lib/blog/rss';
import type { PostIndexEntry } from '@/lib/blog/schemas';
import { parseXmlStrictly } from '../fixtures/strict-xml';

const hostile = (text: string) => `\u000b${text}\u0000 & <b>"it's"</b>\ufffe\ud800\u001f`;

const post = (title: string, excerpt: string | null, author: string | null): PostIndexEntry => ({
  mainImage: null,
  categories: [],
  words: 0,
  _id: 'p1',
  title,
  slug: 'p-1',
  excerpt,
  publishedAt: '2025-06-24T09:00:00Z',
  author: author ? { name: author, imageUrl: null } : null,
  noIndex: false,
  _updatedAt: null,
});

const feed = (posts: PostIndexEntry[]) =>
  buildRss({
    title: 'Feed',
    description: 'About',
    siteUrl: 'https://example.com',
    feedUrl: 'https://example.com/blog/feed.xml',
    posts,
  });

describe('the RSS feed', () => {
  it('parses strictly after hostile content in the title, excerpt and author', () => {
    const xml = feed([post(hostile('Title'), hostile('Excerpt'), hostile('Marta'))]);
    const texts = parseXmlStrictly(xml);
    expect(texts.get('title')).toContain(`Title & <b>"it's"</b>`);
    expect(texts.get('description')).toContain(`Excerpt & <b>"it's"</b>`);
    expect(texts.get('dc:creator')).toEqual([`Marta & <b>"it's"</b>`]);
  });

  it('keeps tabs, new lines and characters outside the Basic Multilingual Plane', () => {
    expect(xmlText('a\tb\nc\rd 🎬 é')).toBe('a\tb\nc\rd 🎬 é');
  });

  it('still fails the strict parser when a forbidden character is left in (the test can fail)', () => {
    expect(() => parseXmlStrictly('<rss><title>a\u000bb</title></rss>')).toThrow();
  });

  it('names the posts in order, with absolute links, and no author element for a post without one', () => {
    const xml = feed([post('One', null, null)]);
    const texts = parseXmlStrictly(xml);
    expect(texts.get('link')).toContain('https://example.com/blog/p-1');
    expect(texts.has('dc:creator')).toBe(false);
  });
});
