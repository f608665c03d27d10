// Landing pages: the embedded dataset's page through the site's own query and schema, the schema refusing bad
// sections and addresses, the addresses the site already serves (every top-level segment of app/ and public/),
// the SEO defaults, the export's list of pages when there is none, and the renderer's sections in the
// marketer's order, with their booking calls. A made-up address is answered without a query of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LandingPage } from '@/components/landing/landing-page';
import { LandingSections } from '@/components/landing/landing-sections';
import { loadDataset } from '@/lib/content/dataset';
import { parseDocument } from '@/lib/content/parse';
import { canBeAddress } from '@/lib/content/rules';
import {
  isLandingSlug,
  landingLimits,
  landingSlugify,
  landingSlugProblem,
  reservedSegments,
  sectionsProblem,
} from '@/lib/landing/limits';
import { getLandingPage, getLandingPageIndex } from '@/lib/landing/pages';
import { landingIndexQuery, landingPageQuery } from '@/lib/landing/queries';
import { landingPageLookupSchema, type LandingPage as Page } from '@/lib/landing/schemas';
import { landingPageSeo } from '@/lib/landing/seo';
import { exportPlaceholder, withExportPlaceholder } from '@/lib/export-placeholder';
import { isUnknownLandingAddress } from '@/lib/landing/unknown-address';
import { getHomePage } from '@/lib/marketing/home/read';
import { getClientLogos } from '@/lib/marketing/logos/read';
import { getTestimonials } from '@/lib/marketing/read';

// The reads go to the embedded dataset, uncached; each query the content layer sends is noted by what it reads.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));
const queried = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/content/source', async (importOriginal) => {
  const source = await importOriginal<typeof import('@/lib/content/source')>();
  return {
    ...source,
    queryContent: (query: string, params: Record<string, unknown>, what: string) => {
      queried.push(what);
      return source.queryContent(query, params, what);
    },
  };
});

const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
const run = async (query: string, params: Record<string, unknown> = {}, docs = dataset) =>
  (await evaluate(parse(query), { dataset: docs, params })).get();
const quiet = () => {};
const read = async (doc: Record<string, unknown>) =>
  parseDocument(
    landingPageLookupSchema,
    await run(landingPageQuery, { slug: (doc.slug as { current: string }).current }, [doc as never]),
    quiet,
  );

type RawDoc = Record<string, unknown> & { sections: Record<string, unknown>[] };
const raw = dataset.find((doc) => doc._type === 'landingPage') as unknown as RawDoc;
const page = parseDocument(landingPageLookupSchema, await run(landingPageQuery, { slug: 'webinar-offer' }), quiet)!;
const withSections = (sections: Record<string, unknown>[]) => ({ ...raw, sections });
const [hero, , stats, videos, , , faq, cta] = raw.sections;

describe('the embedded landing page', () => {
  it('is /webinar-offer, its sections in the marketer’s order', () => {
    expect(page.slug).toBe('webinar-offer');
    expect(page.hero.title).toBe('Turn your next webinar into a month of content');
    expect(page.sections.map((section) => section._type)).toEqual([
      'heroSection',
      'logosSection',
      'statsSection',
      'videoShowcaseSection',
      'processSection',
      'testimonialsSection',
      'faqSection',
      'callToActionSection',
    ]);
  });

  it('is in the list of pages with the time it last changed, and not noindex', async () => {
    expect(await run(landingIndexQuery)).toEqual([
      { slug: 'webinar-offer', noIndex: null, _updatedAt: '2026-11-20T10:00:00Z', liveFrom: null },
    ]);
    expect(await getLandingPageIndex()).toEqual([
      { slug: 'webinar-offer', noIndex: false, _updatedAt: '2026-11-20T10:00:00Z', liveFrom: null },
    ]);
  });
});

describe('a page the site refuses (its last good version stays)', () => {
  it.each([
    ['a section without its heading', [hero, { ...stats, title: undefined }]],
    ['a section of a kind the site does not know', [hero, { _key: 'x', _type: 'newsletterSection' }]],
    ['two figures where the row takes three or four', [hero, { ...stats, items: (stats!.items as []).slice(0, 2) }]],
    ['a video id that is an address', [hero, { ...videos, videos: [{ mediaId: 'https://x.test/v', title: 'V' }] }]],
    ['a question without an answer', [hero, { ...faq, items: [{ question: 'Why?' }] }]],
    ['a button label over its 40 characters', [hero, { ...cta, buttonLabel: 'x'.repeat(41) }]],
    ['no hero first', [stats, hero]],
    ['two heroes', [hero, { ...hero, _key: 'hero-2' }]],
    ['the FAQ twice', [hero, faq, { ...faq, _key: 'faq-2' }]],
    ['no sections', []],
  ])('%s', async (_label, sections) => {
    await expect(read(withSections(sections as Record<string, unknown>[]))).rejects.toThrow(
      /document landing-webinar-offer fails the site's schema: sections/,
    );
  });

  it('a call to action twice is fine (the one section that may repeat)', async () => {
    const twice = await read(withSections([hero!, cta!, { ...cta, _key: 'cta-2' }]));
    expect(twice?.sections.map((section) => section._type)).toEqual([
      'heroSection',
      'callToActionSection',
      'callToActionSection',
    ]);
  });

  it.each(['pricing', 'Webinar-Offer', 'webinar--offer', 'x'.repeat(landingLimits.slugMax + 1)])(
    'at the address %j',
    async (slug) => {
      await expect(read({ ...raw, slug: { current: slug } })).rejects.toThrow(/slug/);
    },
  );
});

describe('addresses', () => {
  it.each(['webinar-offer', 'q3-launch', 'a', 'x'.repeat(landingLimits.slugMax)])('%s may be one', (slug) => {
    expect(landingSlugProblem(slug)).toBeNull();
  });

  it.each([
    ['', /needs an address/],
    [undefined, /needs an address/],
    ['Webinar', /Lowercase/],
    ['webinar offer', /Lowercase/],
    ['a/b', /Lowercase/],
    ['-offer', /Lowercase/],
    ['offer-', /Lowercase/],
    ['vídeo', /Lowercase/],
    ['x'.repeat(landingLimits.slugMax + 1), /At most 96/],
    ['pricing', /already has a page at \/pricing/],
    ['blog', /already/],
    ['studio', /already/],
    ['api', /already/],
    ['index', /already/],
    ['404', /already/],
  ])('%j may not', (slug, message) => {
    expect(landingSlugProblem(slug)).toMatch(message);
  });

  it('every segment one may have is an address the content layer looks up', () => {
    expect(canBeAddress('x'.repeat(landingLimits.slugMax))).toBe(true);
  });

  it.each([
    ['Turn your next webinar into a month of content', 'turn-your-next-webinar-into-a-month-of-content'],
    ['Webinar Offer: Q3!', 'webinar-offer-q3'],
    ['  Café — Ação  ', 'cafe-acao'],
    ['x'.repeat(200), 'x'.repeat(landingLimits.slugMax)],
  ])('the Studio makes %j into %j', (title, slug) => {
    expect(landingSlugify(title)).toBe(slug);
    expect(isLandingSlug(slug)).toBe(true);
  });
});

/** A name at the top of app/ (or of a route group in it) that is a URL segment, or null. */
function topSegment(name: string, isDirectory: boolean): string | null {
  if (isDirectory) return /^[[(@_]/.test(name) ? null : name;
  // Next's metadata files answer at their own names (sitemap.xml, opengraph-image, icon.svg, apple-icon.png).
  const base = name.replace(/\.[^.]+$/, '').replace(/\d+$/, '');
  const metadataFiles = ['favicon', 'icon', 'apple-icon', 'opengraph-image', 'twitter-image', 'sitemap', 'robots'];
  return [...metadataFiles, 'manifest'].includes(base) ? base : null;
}

function appSegments(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory() && /^\(.+\)$/.test(entry.name)) return appSegments(`${dir}/${entry.name}`);
    const segment = topSegment(entry.name, entry.isDirectory());
    return segment ? [segment] : [];
  });
}

describe('the addresses the site already serves', () => {
  const served = appSegments('app');

  it('are found in app/ and its route groups', () => {
    expect(served).toEqual(expect.arrayContaining(['blog', 'pricing', 'studio', 'api', 'og', 'sitemap']));
  });

  it.each(served)('/%s is reserved', (segment) => {
    expect(reservedSegments).toContain(segment);
  });

  it.each(readdirSync('public', { withFileTypes: true }).filter((entry) => entry.isDirectory()))(
    'public/$name/ is reserved',
    (entry) => {
      expect(reservedSegments).toContain(entry.name);
    },
  );
});

describe('the order of sections', () => {
  it.each([
    [['heroSection', 'statsSection', 'callToActionSection', 'callToActionSection'], null],
    [['statsSection', 'heroSection'], /starts with a hero/],
    [['heroSection', 'servicesSection', 'servicesSection'], /One Services section per page/],
    [['heroSection', 'heroSection'], /One Hero section/],
  ] as const)('%j', (types, problem) => {
    if (problem === null) expect(sectionsProblem(types)).toBeNull();
    else expect(sectionsProblem(types)).toMatch(problem);
  });
});

describe('SEO', () => {
  it('takes the title from the hero and the description the marketer set', () => {
    expect(landingPageSeo(page)).toEqual({
      title: 'Turn your next webinar into a month of content',
      description: expect.stringMatching(/^Webinar repurposing for SaaS/),
      path: '/webinar-offer',
      image: undefined,
      noIndex: false,
    });
  });

  it('takes the hero’s lead when the description is empty, and keeps what else the marketer set', () => {
    const image = { url: 'https://cdn.sanity.io/x.png', width: 1200, height: 630, alt: 'A webinar cut into clips' };
    const seo = { title: 'Webinar clips', description: null, noIndex: true, image };
    expect(landingPageSeo({ ...page, seo })).toEqual({
      title: 'Webinar clips',
      description: page.hero.lead,
      path: '/webinar-offer',
      image,
      noIndex: true,
    });
  });
});

describe('the pages the build prerenders', () => {
  const params = (slugs: string[], isExport: boolean) =>
    withExportPlaceholder(
      slugs.map((landing) => ({ landing })),
      isExport,
      (landing) => ({ landing }),
    );

  it('are the landing pages', () => {
    expect(params(['webinar-offer'], true)).toEqual([{ landing: 'webinar-offer' }]);
    expect(params(['webinar-offer'], false)).toEqual([{ landing: 'webinar-offer' }]);
  });

  it('are none on the server, and one not-found page in the export, when a project has none', () => {
    expect(params([], false)).toEqual([]);
    expect(params([], true)).toEqual([{ landing: exportPlaceholder }]);
    // It can never be a landing page's address, so it never hides one.
    expect(isLandingSlug(exportPlaceholder)).toBe(false);
  });
});

describe('reads', () => {
  it('a made-up address costs the list of addresses and no query of its own; a reserved one, none', async () => {
    queried.length = 0;
    expect(await getLandingPage('no-such-page')).toBeNull();
    // The index, shared with the sitemap, says when the not-found answer ends: at the next page's go-live time.
    expect(queried).toEqual(['the landingPage addresses', 'the landing page index']);
    queried.length = 0;
    expect(await getLandingPage('pricing')).toBeNull();
    expect(await getLandingPage('Webinar-Offer')).toBeNull();
    expect(queried).toEqual([]);
  });

  it('a landing page’s address gets its own read, and the settings for the claims it quotes', async () => {
    queried.length = 0;
    const page = await getLandingPage('webinar-offer');
    expect(page?.title).toBe('Webinar offer');
    expect(queried).toEqual(['the landingPage addresses', 'the landing page "webinar-offer"', 'the site settings']);
    expect(page?.sections[0]).toMatchObject({ lead: expect.stringContaining('In 14 days you get a highlight reel') });
  });
});

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const headings = (html: string) =>
  [...html.matchAll(/<h([12])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(([, level, text]) => `h${level} ${decode(text!)}`);
const bookingMedia = (html: string) =>
  [...html.matchAll(/href="([^"]*utm_medium[^"]*)"/g)].map(([, href]) =>
    new URL(href!.replace(/&amp;/g, '&')).searchParams.get('utm_medium')!,
  );

describe('the renderer', () => {
  // The site's sections show the home page document's words and the client logos.
  const render = async (sections: Page['sections'], testimonials: Awaited<ReturnType<typeof getTestimonials>>) => {
    const site = { home: await getHomePage(), testimonials, logos: await getClientLogos(), pricing: null };
    return renderToStaticMarkup(createElement(LandingSections, { sections, site }));
  };

  it('renders the sections in the marketer’s order, the site’s own headings where the page sets none', async () => {
    const html = await render(page.sections, await getTestimonials());
    expect(headings(html)).toEqual([
      'h1 Turn your next webinar into a month of content',
      'h2 Trusted By',
      'h2 What one recording becomes',
      'h2 Cut from a single hour',
      `h2 ${(await getHomePage()).howItWorks.title}`,
      'h2 Webinars that kept selling after the live session',
      'h2 Webinar repurposing questions',
      'h2 Send us your last webinar',
    ]);
    // The process keeps its own heading and shows the page's lead.
    expect(html).toContain('you approve the cut list before we edit a frame');
  });

  it('tags its booking calls: the hero’s and each call to action’s', async () => {
    const sections = [page.sections[0]!, page.sections.at(-1)!, page.sections.at(-1)!];
    expect(bookingMedia(await render(sections, []))).toEqual(['landing-hero', 'landing-closing', 'landing-closing']);
  });

  it('leaves the testimonials out when there are none', async () => {
    const html = await render(page.sections, []);
    expect(headings(html)).not.toContain('h2 Webinars that kept selling after the live session');
  });

  it('the whole page: its breadcrumb, then the sections, with the FAQ and every video it shows in JSON-LD', async () => {
    const html = renderToStaticMarkup(await LandingPage({ segment: 'webinar-offer' }));
    expect(html).toMatch(/aria-current="page"[^>]*>Webinar offer</);
    const types = [...html.matchAll(/"@type":"(\w+)"/g)].map(([, type]) => type);
    expect(types).toContain('BreadcrumbList');
    expect(types).toContain('FAQPage');
    const videoNames = [...html.matchAll(/"@type":"VideoObject","name":"([^"]+)"/g)].length;
    expect(videoNames).toBe(3 + (await getTestimonials()).length);
  });
});

describe('a one-segment address the server answers with its cached not-found page, before routing', () => {
  const fixedRoutes = new Set(['/pricing', '/opengraph-image', '/']);
  const known = { fixedRoutes, landingPages: new Set(['webinar-offer']) };

  it('is one no landing page can have: a scanner’s file, a reserved name, a capital, a dot', () => {
    for (const path of ['/wp-login.php', '/index', '/404', '/Webinar-Offer', '/.env', '/a%20b', '/x--y'])
      expect(isUnknownLandingAddress(path, { ...known, landingPages: null }), path).toBe(true);
  });

  it('is a possible landing page address none has, while the list is current', () => {
    expect(isUnknownLandingAddress('/scan-123', known)).toBe(true);
    // The list not known to be current (not read, failed, a publish not read yet): the page's lookup decides.
    expect(isUnknownLandingAddress('/scan-123', { ...known, landingPages: null })).toBe(false);
  });

  it('is never a landing page, a route of the site or an address of more than one segment', () => {
    expect(isUnknownLandingAddress('/webinar-offer', known)).toBe(false);
    for (const path of ['/pricing', '/opengraph-image', '/', '/blog/x', '/scan/123', '/pricing/'])
      expect(isUnknownLandingAddress(path, known), path).toBe(false);
  });
});
