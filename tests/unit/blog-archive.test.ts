// The blog's list rules: pages of six, page addresses, categories, related reading, reading time, contents
// anchors, list dates, and the lifetime that makes a scheduled post appear at its time.
import { describe, expect, it } from 'vitest';
import {
  archivePages,
  categoriesOf,
  listLastModified,
  listPagePath,
  pageCount,
  parsePageSegment,
  postsInCategory,
  postsOnPage,
  readingMinutes,
  relatedPosts,
  usedCategories,
} from '@/lib/blog/archive';
import { postReadLifetime } from '@/lib/blog/schedule';
import { anchorOf, postHeadings, tableOfContents } from '@/lib/blog/toc';
import type { Category, PortableTextBody } from '@/lib/blog/schemas';

const category = (slug: string): Category => ({ _id: `category-${slug}`, title: slug, slug, description: null });
const post = (id: number, slugs: string[] = [], day = 28 - id) => ({
  _id: `p${id}`,
  categories: slugs.map(category),
  publishedAt: `2025-06-${String(day).padStart(2, '0')}T09:00:00Z`,
  _updatedAt: null as string | null,
});

describe('pages of a list', () => {
  it('shows six a page; /blog is page 1 and the archive starts at 2', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(6)).toBe(1);
    expect(pageCount(7)).toBe(2);
    expect(pageCount(13)).toBe(3);
    expect(archivePages(13)).toEqual([2, 3]);
    expect(archivePages(6)).toEqual([]);
    const posts = Array.from({ length: 13 }, (_, index) => index);
    expect(postsOnPage(posts, 1)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(postsOnPage(posts, 3)).toEqual([12]);
    expect(listPagePath('/blog', 1)).toBe('/blog');
    expect(listPagePath('/blog/category/x', 2)).toBe('/blog/category/x/page/2');
  });

  it('reads a page number only as written plainly, from 2 on', () => {
    expect(parsePageSegment('2')).toBe(2);
    expect(parsePageSegment('12')).toBe(12);
    for (const segment of ['1', '0', '02', '2.0', '-2', '2a', '', ' 2', '99999', '1e3'])
      expect(parsePageSegment(segment), segment).toBeNull();
  });

  it('dates a page by the latest change on it or on a newer page', () => {
    const posts = Array.from({ length: 8 }, (_, index) => post(index + 1));
    expect(listLastModified(posts, 1)).toBe(posts[0]!.publishedAt);
    posts[7]!._updatedAt = '2025-07-30T10:00:00Z'; // an edit on page 2 does not change page 1
    expect(listLastModified(posts, 1)).toBe(posts[0]!.publishedAt);
    expect(listLastModified(posts, 2)).toBe('2025-07-30T10:00:00Z');
    posts[2]!._updatedAt = '2025-08-01T10:00:00Z';
    expect(listLastModified(posts, 2)).toBe('2025-08-01T10:00:00Z');
    expect(listLastModified([], 1)).toBeNull();
  });
});

describe('categories and related reading', () => {
  const index = [post(1, ['a']), post(2, ['b']), post(3, ['a', 'b']), post(4, []), post(5, ['a']), post(6, ['c'])];

  it("lists a category's posts and only categories some post has", () => {
    expect(postsInCategory(index, 'a').map((p) => p._id)).toEqual(['p1', 'p3', 'p5']);
    expect(usedCategories(['a', 'c', 'empty'].map(category), index).map((c) => c.slug)).toEqual(['a', 'c']);
  });

  it('offers up to three others: most shared categories first, then the newest', () => {
    expect(relatedPosts(post(9, ['a', 'b']), index).map((p) => p._id)).toEqual(['p3', 'p1', 'p2']);
    expect(relatedPosts(index[1]!, index).map((p) => p._id)).toEqual(['p3', 'p1', 'p4']);
    expect(relatedPosts(post(9, []), index).map((p) => p._id)).toEqual(['p1', 'p2', 'p3']);
    expect(relatedPosts(index[0]!, [index[0]!])).toEqual([]);
  });

  it('reads at 230 words a minute, at least one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(500)).toBe(2);
    expect(readingMinutes(1200)).toBe(5);
  });
});

const heading = (key: string, style: string, text: string) => ({
  _type: 'block',
  _key: key,
  style,
  children: [{ _type: 'span', text }],
});

describe('section anchors and the table of contents', () => {
  it('gives every heading a readable, unique anchor at its rendered level', () => {
    const body = [
      heading('a', 'h1', 'Length follows placement'),
      heading('b', 'normal', 'text'),
      heading('c', 'h2', 'Café & “quotes”: 90 seconds?'),
      heading('d', 'h1', 'Length follows placement'),
      heading('e', 'h1', '!!!'),
    ] as PortableTextBody;
    expect(postHeadings(body)).toEqual([
      { key: 'a', id: 'length-follows-placement', text: 'Length follows placement', level: 2 },
      { key: 'c', id: 'cafe-quotes-90-seconds', text: 'Café & “quotes”: 90 seconds?', level: 3 },
      { key: 'd', id: 'length-follows-placement-2', text: 'Length follows placement', level: 2 },
      { key: 'e', id: 'section', text: '!!!', level: 2 },
    ]);
    expect(anchorOf('Ünïcode Straße 2025')).toBe('unicode-straße-2025');
  });

  it('lists the contents only on posts with three sections or more', () => {
    const two = postHeadings([
      heading('a', 'h2', 'One'),
      heading('b', 'h3', 'Sub'),
      heading('c', 'h2', 'Two'),
    ] as PortableTextBody);
    expect(tableOfContents(two)).toEqual([]);
    const three = postHeadings([
      heading('a', 'h2', 'One'),
      heading('b', 'h3', 'Sub'),
      heading('c', 'h2', 'Two'),
      heading('d', 'h2', 'Three'),
    ] as PortableTextBody);
    expect(tableOfContents(three).map((h) => `${h.level}:${h.id}`)).toEqual(['2:one', '3:sub', '2:two', '2:three']);
  });
});

describe('scheduled posts: how long a cached read stays fresh', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');

  it('is the hourly default with nothing scheduled near', () => {
    expect(postReadLifetime([], now)).toBe(3600);
    expect(postReadLifetime(['2026-01-10T14:00:00Z'], now)).toBe(3600);
  });

  it('ends when the next scheduled post goes live', () => {
    expect(postReadLifetime(['2026-01-10T12:04:00Z', '2026-01-10T12:30:00Z'], now)).toBe(240);
    expect(postReadLifetime(['2026-01-10T12:00:00.300Z'], now)).toBe(1);
  });

  it('after one went live, counts a read from before it as stale', () => {
    // Went live 90 s ago: an entry older than 90 s was read before it.
    expect(postReadLifetime(['2026-01-10T11:58:30Z'], now)).toBe(90);
    expect(postReadLifetime(['2026-01-10T11:59:59.900Z'], now)).toBe(1);
    expect(postReadLifetime(['2026-01-10T10:30:00Z'], now)).toBe(3600);
    expect(postReadLifetime(['not a date'], now)).toBe(3600);
  });
});

describe('the topics', () => {
  it('are the categories the posts have, once each, by title', () => {
    const index = [post(1, ['video-strategy', 'demos']), post(2, ['demos']), post(3, [])];
    expect(categoriesOf(index).map((c) => c.slug)).toEqual(['demos', 'video-strategy']);
    expect(categoriesOf([])).toEqual([]);
  });
});
