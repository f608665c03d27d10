// The navigation document (the header, the mobile menu, the footer): the embedded one is today's navigation, text
// for text and link for link; a link resolves to the address the site renders (a document's by its current slug)
// or, leading nowhere, is left out and logged; the Studio refuses a link to nothing and any address but https.
import { evaluate, parse } from 'groq-js';
import { describe, expect, it, vi } from 'vitest';
import { linkProblem } from '@/lib/marketing/navigation/limits';
import { navigationSchema, pruneNavigation, resolveLink } from '@/lib/marketing/navigation/schemas';
import { linkMember } from '@/sanity/fields/link';
import { navigationLocations } from '@/sanity/presentation';
import { navigation, navigationQuery } from '@/sanity/schema-types/navigation';
import { type Doc, edit, storedDocuments, studioAccepts, studioRules, type StudioType } from '../fixtures/studio-rules';

const stored = () => structuredClone(storedDocuments().find((doc) => doc._id === 'navigation')!);

/** The navigation as the site renders it from `docs`: the query run by groq-js, the parser, the dead links left out. */
async function siteNavigation(docs: Doc[], log: (message: string) => void = () => {}) {
  const result = await (await evaluate(parse(navigationQuery), { dataset: docs })).get();
  return pruneNavigation(navigationSchema.parse(result), log);
}

const to = (label: string, href: string) => ({ label, href, external: false });
const services = [
  to('Shorts', '/shorts'),
  to('Product Demo Videos', '/product-demo-videos'),
  to('Video Production', '/video-production'),
];

describe('the embedded navigation', () => {
  it('is today’s header, mobile menu and footer: the same words, links and order', async () => {
    const nav = await siteNavigation([stored()]);
    expect(nav).toEqual({
      _id: 'navigation',
      servicesMenu: { label: 'Services', links: services },
      headerLinks: [
        to('How It Works', '/#how-it-works'),
        to('Case Study', '/case-studies'),
        to('Script Generator', '/script-generator'),
        to('About', '/about'),
      ],
      roiButton: to('ROI Calculator', '/pricing'),
      quoteLabel: 'Get Quote',
      specialOfferLabel: 'Special Offer',
      mobileMenu: [
        to('Home', '/'),
        { label: 'Services', links: services },
        to('Showcase', '/case-studies'),
        to('How It Works', '/#how-it-works'),
        { label: 'Resources', links: [to('Script Generator', '/script-generator'), to('Blog', '/blog')] },
        to('About', '/about'),
      ],
      footerBlurb:
        'Video production for SaaS companies: product demos, explainers, onboarding and short-form videos that turn visitors into trials — in {process} days, with a {guarantee}-day performance guarantee.',
      locationLabel: 'Based in',
      linkedInLabel: 'Launchframe on LinkedIn',
      footerColumns: [
        {
          title: 'Services',
          links: [...services, to('YouTube Strategy', '/youtube-strategy'), to('Pricing & ROI', '/pricing')],
        },
        {
          title: 'Company',
          links: [
            to('About', '/about'),
            to('Case Studies', '/case-studies'),
            to('Career', '/career'),
            to('Blog', '/blog'),
          ],
        },
        {
          title: 'Free Tools',
          links: [
            to('YouTube Script Generator', '/youtube-script-generator'),
            to('Script Generator', '/script-generator'),
          ],
        },
      ],
      legalLinks: [
        to('Privacy Policy', '/privacy-policy'),
        to('Terms of Service', '/terms-of-service'),
        to('Cookie Policy', '/cookie-policy'),
      ],
    });
  });

  it('is published by the Studio as stored', () => {
    expect(studioAccepts(navigation as unknown as StudioType, stored())).toBe(true);
  });
});

describe('a link’s address', () => {
  const link = (fields: Record<string, unknown>) => ({ label: 'Go', ...fields });
  it.each([
    ['a fixed page', link({ kind: 'page', page: '/pricing' }), { href: '/pricing', external: false }],
    ['a home page section', link({ kind: 'anchor', anchor: 'services' }), { href: '/#services', external: false }],
    [
      'an https address, in a new tab',
      link({ kind: 'url', url: 'https://x.io/a' }),
      { href: 'https://x.io/a', external: true },
    ],
    [
      'a post, by its current slug',
      link({ kind: 'document', document: { _type: 'post', _id: 'post-1', slug: 'new-slug' } }),
      { href: '/blog/new-slug', external: false },
    ],
    [
      'a post without a slug, by its id (a draft’s too)',
      link({ kind: 'document', document: { _type: 'post', _id: 'drafts.post-1', slug: null } }),
      { href: '/blog/post-1', external: false },
    ],
    [
      'a case study',
      link({ kind: 'document', document: { _type: 'caseStudy', _id: 'cs', slug: 'tallyflow' } }),
      { href: '/case-studies/tallyflow', external: false },
    ],
    [
      'a landing page',
      link({ kind: 'document', document: { _type: 'landingPage', _id: 'lp', slug: 'spring-webinar' } }),
      { href: '/spring-webinar', external: false },
    ],
  ])('%s', (_what, stored, expected) => {
    expect(resolveLink(stored)).toEqual({ label: 'Go', ...expected });
  });

  it.each([
    ['a document no longer published', link({ kind: 'document', document: null }), /not published/],
    [
      'a case study without a page',
      link({ kind: 'document', document: { _type: 'caseStudy', _id: 'cs', slug: null } }),
      /no address/,
    ],
    ['a page the code no longer has', link({ kind: 'page', page: '/old-page' }), /no page/],
    ['no page chosen', link({ kind: 'page', page: null }), /no page/],
    ['an http address', link({ kind: 'url', url: 'http://x.io' }), /https/],
    ['a relative address', link({ kind: 'url', url: '/about' }), /https/],
    ['an unknown section', link({ kind: 'anchor', anchor: 'nowhere' }), /section/],
  ])('leads nowhere: %s', (_what, stored, reason) => {
    expect(resolveLink(stored)).toEqual({ label: 'Go', dropped: expect.stringMatching(reason) });
  });
});

describe('a link to a document, through the query', () => {
  const post = { _id: 'post-1', _type: 'post', title: 'A post', slug: { _type: 'slug', current: 'first-slug' } };
  const withPostLink = () => {
    const doc = stored();
    (doc.headerLinks as Doc[]).push({
      _key: 'post-link',
      _type: 'navLink',
      label: 'Our post',
      kind: 'document',
      document: { _type: 'reference', _ref: 'post-1', _weak: true },
    });
    return doc;
  };

  it('follows the document’s slug when it changes', async () => {
    const before = await siteNavigation([withPostLink(), post]);
    expect(before.headerLinks.at(-1)).toEqual(to('Our post', '/blog/first-slug'));
    const renamed = { ...post, slug: { _type: 'slug', current: 'second-slug' } };
    const after = await siteNavigation([withPostLink(), renamed]);
    expect(after.headerLinks.at(-1)).toEqual(to('Our post', '/blog/second-slug'));
  });

  it('is left out, and logged, when the document is unpublished or deleted; the rest stays', async () => {
    const log = vi.fn();
    const nav = await siteNavigation([withPostLink()], log);
    expect(nav.headerLinks.map((link) => link.label)).toEqual([
      'How It Works',
      'Case Study',
      'Script Generator',
      'About',
    ]);
    expect(log).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/"Our post" \(the header\).*not published/));
  });
});

describe('the Studio', () => {
  const member = linkMember as unknown as StudioType;
  const linkAccepted = (link: Doc) => studioAccepts(member, link);
  const message = (link: Doc) => studioRules(member).custom!(link);

  it.each([
    ['a fixed page', { kind: 'page', page: '/about' }],
    ['a home page section', { kind: 'anchor', anchor: 'how-it-works' }],
    ['a post, case study or landing page', { kind: 'document', document: { _type: 'reference', _ref: 'post-1' } }],
    ['an https address', { kind: 'url', url: 'https://www.linkedin.com/company/launchframe' }],
  ])('publishes a link to %s', (_what, target) => {
    expect(linkAccepted({ _type: 'navLink', label: 'Go', ...target })).toBe(true);
  });

  it.each([
    ['no page', { kind: 'page' }, 'Choose the page the link leads to.'],
    ['nothing chosen (a page link, its starting kind)', {}, 'Choose the page the link leads to.'],
    ['no section', { kind: 'anchor' }, 'Choose the section of the home page the link leads to.'],
    ['no document', { kind: 'document' }, 'Choose the post, case study or landing page the link leads to.'],
    ['no address', { kind: 'url', url: '' }, 'Write the address the link leads to.'],
    ['another kind’s target only', { kind: 'url', page: '/about' }, 'Write the address the link leads to.'],
  ])('refuses a link to nothing: %s', (_what, target, said) => {
    const link = { _type: 'navLink', label: 'Go', ...target };
    expect(linkAccepted(link)).toBe(false);
    expect(message(link)).toBe(said);
  });

  it.each([
    ['an http address', 'http://example.com/page'],
    ['a relative address', '/about'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses %s in the address kind, at the link and at its field', (_what, url) => {
    const link = { _type: 'navLink', label: 'Go', kind: 'url', url };
    expect(linkAccepted(link)).toBe(false);
    expect(message(link)).toMatch(/starts with https:\/\//);
    const field = (member.fields ?? []).find((candidate) => candidate.name === 'url')!;
    expect(studioRules(field).custom!(url, { parent: link })).toMatch(/starts with https:\/\//);
  });

  it('refuses a link without a label, and the whole document with one', () => {
    expect(linkAccepted({ _type: 'navLink', kind: 'page', page: '/about' })).toBe(false);
    expect(studioAccepts(navigation as unknown as StudioType, edit(stored(), 'legalLinks.0.label', ''))).toBe(false);
  });

  it('refuses a document with a link to nothing, or a blurb quoting no claim of the settings', () => {
    const studio = navigation as unknown as StudioType;
    expect(studioAccepts(studio, edit(stored(), 'footerColumns.1.links.0.page', undefined))).toBe(false);
    expect(studioAccepts(studio, edit(stored(), 'roiButton.page', undefined))).toBe(false);
    expect(studioAccepts(studio, edit(stored(), 'footerBlurb', 'In {days} days.'))).toBe(false);
  });

  it('shares its rule with the site: a link the Studio refuses leads nowhere on the site', () => {
    for (const link of [
      { kind: 'url', url: 'http://x.io' },
      { kind: 'page', page: '/old-page' },
      { kind: 'anchor', anchor: 'nowhere' },
    ])
      expect([linkProblem(link) !== null, 'dropped' in resolveLink({ label: 'Go', ...link })]).toEqual([true, true]);
  });
});

describe('the Presentation tool', () => {
  it('opens the navigation on the home page, which shows the header, the mobile menu and the footer', () => {
    expect(navigationLocations.locations).toEqual([{ title: 'Every page (the home page)', href: '/' }]);
  });
});
