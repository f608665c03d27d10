// What a search engine finds, read as one does: the HTML as served, links only, no JavaScript. Every address
// in the sitemap but a campaign's landing page is reachable from / within three clicks, and every page's JSON-LD parses and carries what
// search engines require of its type (Google's required and recommended properties for rich results).
import type { APIRequestContext } from '@playwright/test';
import { landingPagePaths } from '../fixtures/embedded-content';
import { expect, test } from './fixtures';

const SITE = 'http://localhost:3000'; // the builds' NEXT_PUBLIC_SITE_URL, as the sitemap writes it

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** Same-site page addresses an HTML page links to (no scheme-relative or external ones, no hash). */
function linksOf(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)].map((match) => decodeEntities(match[1]!));
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => new URL(href, SITE).pathname.replace(/(.)\/$/, '$1'));
}

const isPage = (path: string) => !/\.(xml|png|jpg|jpeg|webp|svg|ico|txt|pdf|json)$/.test(path);

test('every sitemap address is reachable from / by links, without JavaScript, in three clicks at most @export-only', async ({
  request,
}, testInfo) => {
  // A campaign's landing page is reached from its ads and e-mails, and often linked from nowhere on the site.
  const wanted = (await sitemapPaths(request)).filter((path) => !landingPagePaths.includes(path));
  expect(landingPagePaths.length).toBeGreaterThan(0);
  const depth = new Map<string, number>([['/', 0]]);
  let frontier = ['/'];
  for (let clicks = 1; clicks <= 3 && frontier.length > 0; clicks += 1) {
    const next: string[] = [];
    for (const path of frontier) {
      const response = await request.get(path);
      if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
      for (const link of linksOf(await response.text())) {
        if (depth.has(link) || !isPage(link)) continue;
        depth.set(link, clicks);
        next.push(link);
      }
    }
    frontier = next;
  }
  const unreached = wanted.filter((path) => !depth.has(path));
  const deepest = Math.max(...wanted.filter((path) => depth.has(path)).map((path) => depth.get(path)!));
  testInfo.annotations.push({
    type: 'crawl',
    description: `${wanted.length - unreached.length}/${wanted.length} sitemap addresses reached, deepest at ${deepest} clicks`,
  });
  console.log(`crawl: ${wanted.length - unreached.length}/${wanted.length} reached, deepest ${deepest} clicks`);
  expect(unreached).toEqual([]);
  expect(wanted.length).toBeGreaterThan(30);
});

type Doc = Record<string, unknown> & { '@type': string };

const nonEmpty = (value: unknown) =>
  typeof value === 'string' ? value.trim().length > 0 : Array.isArray(value) ? value.length > 0 : !!value;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const absolute = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);

/** What each type must carry; a problem is returned as a sentence naming the property. */
const requirements: Record<string, (doc: Doc) => string[]> = {
  Organization: (doc) => ['name', 'url'].filter((key) => !nonEmpty(doc[key])),
  BreadcrumbList: (doc) => {
    const items = doc.itemListElement as { position?: number; name?: string; item?: string }[];
    if (!nonEmpty(items)) return ['itemListElement'];
    return items.flatMap((item, index) =>
      item.position === index + 1 && nonEmpty(item.name) && (index === items.length - 1 || absolute(item.item))
        ? []
        : [`itemListElement[${index}]`],
    );
  },
  BlogPosting: (doc) => [
    ...['headline', 'image', 'author'].filter((key) => !nonEmpty(doc[key])),
    ...['datePublished', 'dateModified'].filter((key) => !isoDateTime.test(String(doc[key]))),
    ...(nonEmpty((doc.author as Doc | undefined)?.name) ? [] : ['author.name']),
  ],
  Article: (doc) => [
    ...['headline', 'image', 'author'].filter((key) => !nonEmpty(doc[key])),
    ...(String(doc.datePublished).match(/^\d{4}-\d{2}-\d{2}/) ? [] : ['datePublished']),
  ],
  VideoObject: (doc) => [
    ...['name', 'description'].filter((key) => !nonEmpty(doc[key])),
    ...['thumbnailUrl', 'embedUrl'].filter((key) => !absolute(doc[key])),
    ...(isoDateTime.test(String(doc.uploadDate)) ? [] : ['uploadDate']),
    ...(/^PT(\d+H)?(\d+M)?(\d+S)?$/.test(String(doc.duration)) && doc.duration !== 'PT' ? [] : ['duration']),
  ],
  Service: (doc) => ['name', 'provider'].filter((key) => !nonEmpty(doc[key])),
  FAQPage: (doc) => {
    const questions = doc.mainEntity as { name?: string; acceptedAnswer?: { text?: string } }[];
    if (!nonEmpty(questions)) return ['mainEntity'];
    return questions.flatMap((question, index) =>
      nonEmpty(question.name) && nonEmpty(question.acceptedAnswer?.text) ? [] : [`mainEntity[${index}]`],
    );
  },
};

test('every JSON-LD block of every sitemap page parses and carries what its type requires @export', async ({
  request,
}) => {
  const seen = new Map<string, number>();
  for (const path of await sitemapPaths(request)) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    for (const [, text] of blocks) {
      const doc = JSON.parse(text!) as Doc;
      expect(doc['@context'], `${path}: @context`).toBe('https://schema.org');
      const check = requirements[doc['@type']];
      expect(check, `${path}: a check for ${doc['@type']}`).toBeDefined();
      expect(check!(doc), `${path}: ${doc['@type']}`).toEqual([]);
      seen.set(doc['@type'], (seen.get(doc['@type']) ?? 0) + 1);
    }
  }
  // The types the site writes are all there: a video on the home, service, case-study pages and in a post.
  for (const type of ['Organization', 'BreadcrumbList', 'BlogPosting', 'VideoObject', 'Service', 'FAQPage'])
    expect(seen.get(type) ?? 0, type).toBeGreaterThan(0);
});
