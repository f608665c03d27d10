// The home page's document, from the embedded dataset through the site's own query and schema: today's words,
// services, steps and tools where a visitor or a search engine would notice (the claims filled from the settings, as
// the page reads them); the SEO defaults where a field is empty; the page as rendered, its anchors and videos, a
// missing document and a broken one. Also the home page's invariants still in code: the offer's
// timing and the posters. The testimonials and the offer are documents: tests/unit/marketing-content.test.ts; the
// client logos: tests/unit/client-logos.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage, { generateMetadata } from '@/app/(site)/page';
import { ContentUnavailable, contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { heroSecondaryHref, homeAnchors, homeSeo } from '@/content/home';
import { specialOffer } from '@/content/special-offer';
import { loadDataset, type Doc } from '@/lib/content/dataset';
import { isContentFault } from '@/lib/content/faults';
import { parseDocument } from '@/lib/content/parse';
import { homePageIds } from '@/lib/marketing/home/limits';
import { getHomePage } from '@/lib/marketing/home/read';
import { homePageSchema } from '@/lib/marketing/home/schemas';
import { withPageSeo } from '@/lib/marketing/seo';
import { pageMetadata } from '@/lib/seo';
import { embedUrlOf } from '@/lib/video-object';
import { homePageQuery } from '@/sanity/schema-types/home-page';
import { withDatasetClaims } from '../fixtures/dataset-claims';
import { datasetLibrary, datasetVideo } from '../fixtures/video-library';

const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));

// The page reads the embedded dataset, uncached and published; a test may swap in an edited copy.
const source = vi.hoisted(() => ({ docs: [] as unknown[] }));
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));
vi.mock('@/lib/content/preview', () => ({ isPreview: async () => false }));
vi.mock('@/lib/content/local-source', async () => (await import('../fixtures/local-source')).queryOver(source));
beforeEach(() => {
  source.docs = dataset;
});

const run = async (docs: unknown[] = dataset) => (await evaluate(parse(homePageQuery), { dataset: docs })).get();
const quiet = () => {};
const read = async (docs?: unknown[]) => parseDocument(homePageSchema, await run(docs), quiet);

/** As the page reads it: the claims' placeholders filled from the settings. */
const home = withDatasetClaims(await read());
const stored = dataset.find((doc) => doc._id === homePageIds.homePage)!;
/** The dataset with the home page's document replaced by `change` of its stored form. */
const withHome = (change: (doc: Doc) => Doc | null) =>
  dataset.flatMap((doc) => {
    if (doc._id !== homePageIds.homePage) return [doc];
    const changed = change(structuredClone(doc));
    return changed ? [changed] : [];
  });

/** The stored document with the value at a dotted path ('hero.facts.0.value') set, or removed when undefined. */
function setAt(doc: Doc, path: string, value: unknown): Doc {
  const parts = path.split('.');
  let target = doc as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
  if (value === undefined) delete target[parts.at(-1)!];
  else target[parts.at(-1)!] = value;
  return doc;
}

describe('the document', () => {
  it('is one, at its fixed id, of its own type', () => {
    expect(dataset.filter((doc) => doc._type === 'homePage').map((doc) => doc._id)).toEqual([homePageIds.homePage]);
  });

  it('has a _key on every object in a list', () => {
    const missing: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value))
        value.forEach((item, index) => {
          if (item && typeof item === 'object' && !('_key' in item)) missing.push(`${path}.${index}`);
          walk(item, `${path}.${index}`);
        });
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    };
    walk(stored, 'homePage');
    expect(missing).toEqual([]);
  });

  it('as stored, parses to what its query reads', async () => {
    expect(homePageSchema.parse(stored)).toEqual(await read());
  });

  it('quotes the claims by name, so a figure changed in the settings changes here too', async () => {
    const raw = await read();
    expect(raw.hero.lead).toContain('in {process} days');
    expect(raw.hero.facts.map((fact) => fact.value)).toEqual(['{process} days', '{delivery} hrs', '{founders}']);
    expect(raw.howItWorks.steps.at(-1)!.proof).toBe('{guarantee}-day performance guarantee starts');
  });
});

describe('the words', () => {
  it('keeps the hero: its title, the guarantee, the buttons, the video and three facts', () => {
    expect(home.hero).toMatchObject({
      eyebrow: 'Video production for B2B SaaS',
      title: 'Videos that turn SaaS visitors into trial sign-ups',
      guarantee: { label: '30-day performance guarantee' },
      ctaLabel: 'Get Your Free Video Growth Plan',
      ctaNote: 'Free 15-minute call. No pitch deck.',
      secondaryLabel: 'See how it works',
      videoTitle: 'Launchframe in 90 seconds',
      mediaId: 'k7v2m9x4qa',
      trustedByTitle: 'Trusted By',
    });
    // The video's poster and details are its video document's.
    expect(datasetVideo(home.hero.mediaId)).toMatchObject({
      title: 'Launchframe in 90 seconds',
      poster: { src: '/posters/hero.webp', alt: 'A SaaS analytics dashboard with conversions climbing' },
    });
    expect(home.hero.lead).toContain('ship your product demo in 14 days');
    expect(home.hero.facts).toEqual([
      { value: '14 days', label: 'from kickoff to launch' },
      { value: '72 hrs', label: 'average delivery per cut' },
      { value: '150+', label: 'SaaS founders served' },
    ]);
  });

  it('keeps the three pain points and the solution’s four numbers and points', () => {
    expect(home.painPoints.items.map(({ icon, stat, title }) => [icon, stat, title])).toEqual([
      ['bounce', '73%', 'Visitors leave before they get it'],
      ['churn', 'Day 3', 'Trials stall before the aha moment'],
      ['time', '10+ hrs', 'Your week disappears into live demos'],
    ]);
    expect(home.solution.stats.map((stat) => stat.value)).toEqual(['340%', '3-5x', '40%', '92%']);
    expect(home.solution.points).toHaveLength(4);
    expect(home.solution.points[0]).toBe('A 14-day process with a fixed launch date');
  });

  it('has the four services with their badges; the first two open the demo videos', () => {
    expect(home.services.items.map((service) => [service.name, service.badge, service.badgeColour])).toEqual([
      ['Product Demo Videos', 'Most Popular', 'accent'],
      ['Explainers & Onboarding', 'Best ROI', 'success'],
      ['Webinars & Event Repurposing', 'High Impact', 'highlight'],
      ['YouTube Content Strategy', 'Long-term Growth', 'ink'],
    ]);
    expect(home.services.items.map((service) => service.demo && datasetVideo(service.demo.mediaId).title)).toEqual([
      'Product demo video sample',
      'Explainer and onboarding video sample',
      undefined,
      undefined,
    ]);
    expect(home.services.watchLabel).toBe('Watch a sample');
  });

  it('keeps the testimonials’ heading', () => {
    expect(home.testimonials).toEqual({
      eyebrow: 'Client stories',
      title: '150+ founders trust us with their product story',
      lead: 'Hear it from them — in their own videos.',
    });
  });

  it('has the four steps with their timeline, Day 1 to Days 13-14, and what each leaves', () => {
    expect(home.howItWorks.title).toBe('From first call to launch in 14 days');
    expect(home.howItWorks.steps.map((step) => `${step.title} (${step.timeline})`)).toEqual([
      'Discovery Call (Day 1)',
      'Strategy & Script (Days 2-4)',
      'Production & Edit (Days 5-12)',
      'Launch & Optimize (Days 13-14)',
    ]);
    expect(home.howItWorks.steps.map((step) => [step.icon, step.colour])).toEqual([
      ['call', 'accent'],
      ['script', 'highlight'],
      ['production', 'success'],
      ['launch', 'ink'],
    ]);
    expect(home.howItWorks.steps[1]!.proof).toBe('92% approved on the first draft');
  });

  it('keeps the three tools, each with its drawing, and the closing call', () => {
    expect(home.seamless.title).toBe('Working With Us Is Seamless');
    expect(home.seamless.tools.map((tool) => [tool.kind, tool.tool])).toEqual([
      ['chat', 'Slack'],
      ['preview', 'Frame.io'],
      ['tasks', 'Notion'],
    ]);
    expect(home.seamless.ctaLabel).toBe('Get Your Free Video Growth Plan');
  });

  it('keeps the sample content the tools’ drawings show', () => {
    expect(home.seamless.drawings).toEqual({
      chat: [
        { from: 'Launchframe', text: 'Cut 2 is up — we tightened the intro to 6 seconds.' },
        { from: 'You', text: 'Love it. Ship it to the pricing page.' },
      ],
      review: { timecode: '00:14', comment: 'Zoom in on the dashboard here' },
      tasks: [
        { label: 'Script approved', state: 'done' },
        { label: 'Edit v2', state: 'doing' },
        { label: 'Launch', state: 'todo' },
      ],
      taskStates: { done: 'Done', doing: 'In progress', todo: 'Up next' },
    });
  });

  it('without the optional parts (a section’s label and lead, a service’s video), still reads', async () => {
    const docs = withHome((doc) => {
      setAt(doc, 'painPoints.eyebrow', undefined);
      setAt(doc, 'services.lead', undefined);
      setAt(doc, 'services.items.0.demo', undefined);
      return doc;
    });
    const page = await read(docs);
    expect([page.painPoints.eyebrow, page.services.lead, page.services.items[0]!.demo]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('SEO', () => {
  it("keeps the page's title, description and keywords", () => {
    const defaults = withDatasetClaims(homeSeo); // they quote the claims, as the document does
    expect(withPageSeo(defaults, home.seo)).toEqual({ ...defaults, image: undefined, noIndex: false });
  });

  it("takes the marketer's SEO description for its head, the defaults for what is empty", async () => {
    const description = 'A description a marketer wrote.';
    source.docs = withHome((doc) => setAt(doc, 'seo', { _type: 'seo', description }));
    expect(await generateMetadata()).toMatchObject({ description, title: pageMetadata(homeSeo).title });
    source.docs = withHome((doc) => setAt(doc, 'seo', undefined));
    expect((await generateMetadata()).description).toBe(withDatasetClaims(homeSeo).description);
  });
});

describe('a document the site cannot read', () => {
  it.each([
    ['an icon the page has not', 'painPoints.items.0.icon', 'rocket'],
    ['a colour the page has not', 'services.items.1.badgeColour', 'violet'],
    ['a drawing the page has not', 'seamless.tools.2.kind', 'calendar'],
    ['a video address for an id', 'services.items.0.demo.mediaId', 'https://wistia.com/medias/x'],
    ['a fourth fact', 'hero.facts', Array(4).fill({ _key: 'k', value: '1', label: 'x' })],
    ['one step', 'howItWorks.steps', [(stored.howItWorks as { steps: unknown[] }).steps[0]]],
    ['a blank title', 'solution.title', '  '],
    ['no closing call', 'seamless.ctaLabel', undefined],
  ] as const)('with %s: a fault naming %s', async (_label, path, value) => {
    let fault: unknown;
    try {
      parseDocument(homePageSchema, await run(withHome((doc) => setAt(doc, path, value))), quiet);
    } catch (error) {
      fault = error;
    }
    expect(isContentFault(fault) && fault.kind).toBe('malformed');
    expect((fault as Error).message).toMatch(`document ${homePageIds.homePage} fails the site's schema: ${path}:`);
  });
});

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '');

describe('/ as rendered', () => {
  it('shows the document’s words in its sections, with the code’s anchors', async () => {
    const page = await getHomePage();
    const html = decode(renderToStaticMarkup(await HomePage()));
    expect(html).toContain(`id="${homeAnchors.services}"`);
    expect(html).toContain(`id="${homeAnchors.process}"`);
    expect(html).toContain(`href="${heroSecondaryHref}"`);
    for (const words of [
      page.hero.title,
      page.hero.lead,
      `${page.hero.guarantee.label}.`,
      page.hero.trustedByTitle,
      page.painPoints.items[2]!.text,
      page.solution.points[3]!,
      page.services.items[3]!.name,
      `${page.services.watchLabel}: ${page.services.items[0]!.name}`,
      page.testimonials.title,
      page.howItWorks.steps[3]!.proof,
      page.seamless.tools[1]!.text,
      page.seamless.ctaLead,
    ])
      expect(html).toContain(words);
  });

  it('draws the document’s sample messages, comment and tasks in the tools’ cards', async () => {
    source.docs = withHome((doc) => {
      setAt(doc, 'seamless.drawings.chat.1.text', 'Looks great, publish it.');
      setAt(doc, 'seamless.drawings.review.comment', 'Slow down here');
      setAt(doc, 'seamless.drawings.tasks.2.label', 'Go live');
      setAt(doc, 'seamless.drawings.taskStates.todo', 'Next');
      return doc;
    });
    const html = decode(renderToStaticMarkup(await HomePage()));
    for (const words of ['Looks great, publish it.', 'Slow down here', 'Go live', 'Next'])
      expect(html).toContain(words);
    expect(html).not.toContain('Zoom in on the dashboard here');
    expect(html).not.toContain('Up next');
  });

  it('describes each video it shows once: the hero’s, the services’ samples, the testimonials’ and the offer’s', async () => {
    const docs = jsonLdOf(renderToStaticMarkup(await HomePage()));
    const embeds = docs.filter((doc) => doc['@type'] === 'VideoObject').map((doc) => doc.embedUrl);
    expect(embeds.slice(0, 3)).toEqual(
      [home.hero.mediaId, ...home.services.items.flatMap((service) => service.demo?.mediaId ?? [])].map(embedUrlOf),
    );
    expect(new Set(embeds).size).toBe(embeds.length);
  });

  it('shows the posters of its video documents, from the server: the hero’s and the testimonials’', async () => {
    const html = renderToStaticMarkup(await HomePage());
    for (const poster of [
      '/posters/hero.webp',
      '/posters/testimonial-ledgerloop.webp',
      '/posters/testimonial-kitewave.webp',
    ])
      expect(html).toContain(`src="${poster}"`);
    expect(html).toContain('alt="A SaaS analytics dashboard with conversions climbing"');
  });

  it('without the videos’ documents: title cards and no VideoObject, each media id logged', async () => {
    source.docs = dataset.filter((doc) => doc._type !== 'hostedVideo');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToStaticMarkup(await HomePage());
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no video document has the media id "k7v2m9x4qa"'));
    log.mockRestore();
    expect(html).not.toContain('/posters/');
    expect(jsonLdOf(html).filter((doc) => doc['@type'] === 'VideoObject')).toEqual([]);
    expect(html).toContain(home.hero.videoTitle);
  });

  it('without its document: the unavailable notice, kept out of search results', async () => {
    source.docs = withHome(() => null);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = await HomePage();
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`no document "${homePageIds.homePage}"`));
    log.mockRestore();
    expect(isValidElement(element) && element.type).toBe(ContentUnavailable);
    expect((element.props as { path: string }).path).toBe('/');
    expect(await generateMetadata()).toEqual(contentUnavailableMetadata);
  });
});

describe('what stays in code', () => {
  it('counts down 259200 s (3 days) in the offer when it has no end date', () => {
    expect(specialOffer.countdownSeconds).toBe(259_200);
  });

  it('has a self-hosted poster file for every video document’s poster', () => {
    for (const poster of [...datasetLibrary.values()].flatMap((video) => video.poster ?? [])) {
      expect(poster.src.startsWith('/')).toBe(true);
      expect(existsSync(`public${poster.src}`), poster.src).toBe(true);
    }
  });
});
