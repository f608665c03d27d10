// The about and career documents, from the embedded dataset through the site's own queries and schemas: today's
// words where a visitor or a search engine would notice, the pages' SEO defaults where a field is empty, the
// sentences code still builds from them, and a broken or missing document as a fault that names what is wrong.
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { describe, expect, it, vi } from 'vitest';
import { Founders } from '@/components/about/founders';
import { aboutSeo } from '@/content/about';
import { applySubject, careerSeo, describeOpenings, openingsLead } from '@/content/career';
import { links, site } from '@/content/site';
import { jobOpeningsQuery } from '@/lib/careers/jobs';
import { jobOpeningSchema } from '@/lib/careers/schemas';
import { loadDataset } from '@/lib/content/dataset';
import { ContentFault } from '@/lib/content/faults';
import { parseDocument, parseDocuments } from '@/lib/content/parse';
import { getAboutPage, getCareerPage } from '@/lib/marketing/about-career/read';
import { aboutPageSchema, careerPageSchema } from '@/lib/marketing/about-career/schemas';
import { withPageSeo } from '@/lib/marketing/seo';
import { aboutPageQuery } from '@/sanity/schema-types/about-page';
import { careerPageQuery } from '@/sanity/schema-types/career-page';
import { withDatasetClaims } from '../fixtures/dataset-claims';

// No content service here: each read answers "no such document".
vi.mock('@/lib/content/load', () => ({ loadDocument: async () => null }));

const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
type Doc = (typeof dataset)[number];
const run = async (query: string, docs: Doc[] = dataset) => (await evaluate(parse(query), { dataset: docs })).get();
const quiet = () => {};

// As the pages read them: the claims' placeholders filled from the settings.
const about = withDatasetClaims(parseDocument(aboutPageSchema, await run(aboutPageQuery), quiet));
const career = withDatasetClaims(parseDocument(careerPageSchema, await run(careerPageQuery), quiet));
const openings = parseDocuments(jobOpeningSchema, await run(jobOpeningsQuery), 'the job openings', quiet);

const rawAbout = dataset.find((doc) => doc._id === 'aboutPage')!;
const rawCareer = dataset.find((doc) => doc._id === 'careerPage')!;

describe('the about document', () => {
  it('tells the story of the studio founded in Lisbon, with its mission', () => {
    expect(about.title).toBe('We make the videos that sell software');
    expect(about.badge).toBe('About Us');
    expect(about.lead).toContain(`founded in Lisbon in ${site.foundingYear}`);
    expect(about.story.title).toBe('Our story');
    expect(about.story.paragraphs).toHaveLength(2);
    expect(about.story.paragraphs[1]).toContain('ship it in 14 days');
    expect(about.mission.text).toMatch(/^Help software teams explain what they built in minutes, not meetings/);
  });

  it('has both co-founders, with their initials while there is no photo, linking to their profiles', () => {
    expect(about.founders.map(({ name, role, initials, photo }) => ({ name, role, initials, photo }))).toEqual([
      { name: 'Tomás Almeida', role: 'Co-founder & Creative Director', initials: 'TA', photo: null },
      { name: 'Sofia Marques', role: 'Co-founder & Head of Growth', initials: 'SM', photo: null },
    ]);
    expect(about.founders.map((founder) => founder.profileUrl)).toEqual([links.founders.tomas, links.founders.sofia]);
    expect(about.founders.map((founder) => founder.profileLabel)).toEqual([
      'Tomás Almeida on LinkedIn',
      'Sofia Marques on LinkedIn',
    ]);
  });

  it("quotes the site's claims in the values, the guarantees and the FAQ", () => {
    expect(about.values.map((value) => value.title)).toEqual(['Results-Driven', 'Client-Centric', 'Excellence']);
    expect(about.whyChoose.title).toBe(`Why Choose ${site.name}`);
    expect(about.whyChoose.specialisation.title).toBe('SaaS is all we do');
    expect(about.whyChoose.guarantees.map(({ value, title }) => [value, title])).toEqual([
      ['30-day', 'results guarantee'],
      ['14-day', 'turnaround'],
      ['Unlimited', 'revisions'],
    ]);
    expect(about.faq).toHaveLength(3);
    expect(about.faq[0]!.answer).toBe(
      'Our process takes 14 days from the discovery call to a launch-ready video, and revision rounds come back in 72 hours on average.',
    );
    expect(about.faq[1]!.answer).toContain('within 30 days of launch');
  });

  it("closes with the booking call in the site's usual words", () => {
    expect(about.cta).toEqual({
      title: 'Tell us the number you want to move',
      text: 'In a free 15-minute call we look at your funnel and sketch the video that fits it.',
      label: undefined,
      note: undefined,
    });
  });

  it('parses as stored, without the query, as the end-to-end tests read it', () => {
    expect(withDatasetClaims(aboutPageSchema.parse(rawAbout))).toEqual(about);
    expect(withDatasetClaims(careerPageSchema.parse(rawCareer))).toEqual(career);
  });

  it("keeps the page's title and description", () => {
    const defaults = withDatasetClaims(aboutSeo); // they quote the claims, as the document does
    expect(withPageSeo(defaults, about.seo)).toEqual({ ...defaults, image: undefined, noIndex: false });
  });
});

describe('the career document', () => {
  it('has the hero, the openings’ words, the three perks and the general inquiry', () => {
    expect(career.title).toBe('Make videos that move SaaS metrics');
    expect(career.lead).toMatch(/^We are a small, remote-first team in Lisbon/);
    expect([career.openingsTitle, career.requirementsTitle, career.applyLabel]).toEqual([
      'Open positions',
      'What you bring',
      'Apply for this role',
    ]);
    expect(career.noOpenings).toBe('No open positions right now.');
    expect(career.perksTitle).toBe('Why Join');
    expect(career.perks.map((perk) => perk.title)).toEqual([
      'Remote-first culture',
      'Growth opportunities',
      'Creative freedom',
    ]);
    expect(career.inquiry).toEqual({
      title: "Don't See Your Role?",
      text: 'We are always glad to meet motion designers, scriptwriters and producers who care about results. Send a short note and a link to your best work.',
      label: 'General Inquiry',
    });
  });

  it('says the roles are remote before its lead when they all are', () => {
    expect(openingsLead(career.openingsLead, 2, true)).toBe(
      'Both roles are remote. Tell us what you have made and what it changed.',
    );
    expect(openingsLead(career.openingsLead, 1, true)).toBe(
      'The role is remote. Tell us what you have made and what it changed.',
    );
    expect(openingsLead(career.openingsLead, 3, true)).toMatch(/^Every role is remote\. /);
    expect(openingsLead(career.openingsLead, 2, false)).toBe(career.openingsLead);
    expect(openingsLead(career.openingsLead, 0, true)).toBe(career.openingsLead);
  });

  it('describes the page with the open roles after its description, and mails each application by title', () => {
    const seo = withPageSeo(careerSeo, career.seo);
    expect(seo).toEqual({ ...careerSeo, image: undefined, noIndex: false });
    expect(describeOpenings(seo.description, openings)).toBe(
      'Join Launchframe, a remote-first video production studio for SaaS companies. Open roles: Video Editor (full-time) and Content Strategist (part-time).',
    );
    expect(describeOpenings(seo.description, [])).toBe(seo.description);
    const edited = withPageSeo(careerSeo, { ...career.seo, description: 'Work with us.' });
    expect(describeOpenings(edited.description, openings.slice(0, 1))).toBe(
      'Work with us. Open roles: Video Editor (full-time).',
    );
    expect(applySubject('Video Editor')).toBe('Application for Video Editor');
  });
});

describe('a founder’s photo', () => {
  const asset = {
    _id: 'image-portrait-400x400-jpg',
    _type: 'sanity.imageAsset',
    url: 'https://cdn.sanity.io/images/p/d/portrait-400x400.jpg',
    metadata: { dimensions: { width: 400, height: 400 } },
  };
  const withPhoto = (photo: Record<string, unknown>) => {
    const doc = structuredClone(rawAbout) as Doc & { founders: Record<string, unknown>[] };
    doc.founders[0]!.photo = { _type: 'image', ...photo };
    return run(aboutPageQuery, [doc, asset]);
  };
  const reference = { asset: { _type: 'reference', _ref: asset._id } };

  it('is read with its size, alt text and hotspot, which centres the round crop', async () => {
    const page = parseDocument(
      aboutPageSchema,
      await withPhoto({ ...reference, alt: 'Tomás on set', hotspot: { x: 0.5, y: 0.25, width: 0.4, height: 0.4 } }),
      quiet,
    );
    expect(page.founders[0]!.photo).toEqual({
      url: asset.url,
      width: 400,
      height: 400,
      alt: 'Tomás on set',
      position: '50% 25%',
    });
    const centred = parseDocument(aboutPageSchema, await withPhoto({ ...reference, alt: 'Tomás' }), quiet);
    expect(centred.founders[0]!.photo?.position).toBeNull();
  });

  it('may be a file of public/ in the embedded dataset, like a post’s images', async () => {
    const doc = structuredClone(rawAbout) as Doc & { founders: Record<string, unknown>[] };
    doc.founders[1]!.photo = {
      _type: 'image',
      _sanityAsset: 'image@file://./../public/blog/images/author-marta-256x256.jpg',
      alt: 'Sofia Marques',
    };
    const docs = loadDataset(JSON.stringify(doc));
    const page = parseDocument(aboutPageSchema, await run(aboutPageQuery, docs), quiet);
    expect(page.founders[1]!.photo).toEqual({
      url: '/blog/images/author-marta-256x256.jpg',
      width: 256,
      height: 256,
      alt: 'Sofia Marques',
      position: null,
    });
  });

  it('without its file counts as none (the initials show); without alt text it is refused', async () => {
    const page = parseDocument(aboutPageSchema, await withPhoto({ alt: 'Tomás on set' }), quiet);
    expect(page.founders[0]!.photo).toBeNull();
    await expect(async () => parseDocument(aboutPageSchema, await withPhoto(reference), quiet)).rejects.toThrow(
      /document aboutPage fails the site's schema: founders\.0\.photo\.alt/,
    );
  });
});

describe('the co-founder cards', () => {
  it('show a photo, centred on its hotspot, in place of the initials', () => {
    const [first] = about.founders;
    const photo = {
      url: '/founders/ta-256x256.jpg',
      width: 256,
      height: 256,
      alt: 'Tomás on set',
      position: '50% 25%',
    };
    const html = renderToStaticMarkup(
      createElement(Founders, { title: 'T', lead: 'L', founders: [{ ...first!, photo }] }),
    );
    expect(html).toMatch(/<img alt="Tomás on set"[^>]*src="\/founders\/ta-256x256\.jpg"/);
    expect(html).toContain('object-position:50% 25%');
    expect(html).not.toContain('>TA<');
  });

  it('give two founders with the same initials headings of their own', () => {
    const [first] = about.founders;
    const twin = { ...first!, name: 'Teresa Alves', initials: 'TA' };
    const html = renderToStaticMarkup(createElement(Founders, { title: 'T', lead: 'L', founders: [first!, twin] }));
    expect(html).toContain('aria-labelledby="founder-ta"');
    expect(html).toContain('id="founder-ta"');
    expect(html).toContain('aria-labelledby="founder-ta-2"');
    expect(html).toContain('id="founder-ta-2"');
  });
});

describe('a broken or missing document is a fault naming what is wrong', () => {
  it.each([
    [
      'aboutPage',
      aboutPageSchema,
      { founders: [{ ...about.founders[0], profileUrl: 'javascript:alert(1)' }] },
      /founders\.0\.profileUrl/,
    ],
    ['aboutPage', aboutPageSchema, { story: { title: 'Our story', paragraphs: [] } }, /story\.paragraphs/],
    [
      'aboutPage',
      aboutPageSchema,
      { whyChoose: { ...about.whyChoose, guarantees: Array(4).fill(about.whyChoose.guarantees[0]) } },
      /whyChoose\.guarantees/,
    ],
    ['aboutPage', aboutPageSchema, { mission: undefined }, /mission/],
    ['careerPage', careerPageSchema, { perks: [] }, /perks/],
    ['careerPage', careerPageSchema, { inquiry: { ...career.inquiry, label: '   ' } }, /inquiry\.label/],
    ['careerPage', careerPageSchema, { openingsLead: 'x'.repeat(201) }, /openingsLead: at most 200 characters/],
  ] as const)('%s: %s', (id, schema, change, field) => {
    const raw = id === 'aboutPage' ? rawAbout : rawCareer;
    expect(() => parseDocument(schema, { ...raw, ...change }, quiet)).toThrow(ContentFault);
    expect(() => parseDocument(schema, { ...raw, ...change }, quiet)).toThrow(
      new RegExp(`document ${id} fails the site's schema: ${field.source}`),
    );
  });

  it('no about or career document: a fault that says which, not an empty page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(getAboutPage()).rejects.toThrow(/the about page: no document "aboutPage"/);
    await expect(getCareerPage({ preview: true })).rejects.toThrow(/the career page: no document "careerPage"/);
    await expect(getAboutPage()).rejects.toBeInstanceOf(ContentFault);
  });

  it('in a build, a missing page document stops it, naming the document and how to create it', async () => {
    vi.stubEnv('NEXT_PHASE', PHASE_PRODUCTION_BUILD);
    try {
      const read = getCareerPage();
      await expect(read).rejects.not.toBeInstanceOf(ContentFault);
      await expect(read).rejects.toThrow(
        'The site cannot be built without the career page: the content service has no published document ' +
          '"careerPage". Create and publish it in the Studio (/studio → Career page), or import the embedded ' +
          'content once: npx sanity dataset import content/dataset.ndjson <dataset>',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
