// The blog page and the two script generators' pages as documents: the embedded dataset holds today's words and the
// site's parsers accept them; the Studio requires what the site requires; the pages show the document's words, so a
// marketer's change reaches the visitor; a publish revalidates the pages that show it.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ArchivePage, archivePage, BlogListPage, categoryPage } from '@/components/blog/blog-list-page';
import { Benefits } from '@/components/generators/benefits';
import { BlogPostPage } from '@/components/blog/blog-post-page';
import { RelatedPosts } from '@/components/blog/related-posts';
import { blogList, blogSeo } from '@/content/blog/copy';
import { benefitIcons, generalGeneratorSeo, videoGeneratorSeo } from '@/content/generators';
import { loadDataset, type Doc } from '@/lib/content/dataset';
import { revalidationFor } from '@/lib/content/webhook/tags';
import { getBlogPage } from '@/lib/marketing/blog-page/read';
import { blogPageSchema } from '@/lib/marketing/blog-page/schemas';
import { getScriptGeneratorPage, getYoutubeScriptGeneratorPage } from '@/lib/marketing/generator-pages/read';
import { scriptGeneratorPageSchema, youtubeScriptGeneratorPageSchema } from '@/lib/marketing/generator-pages/schemas';
import { claimNames, singletonIds } from '@/lib/marketing/limits';
import { withPageSeo } from '@/lib/marketing/seo';
import { blogPage, blogPageQuery } from '@/sanity/schema-types/blog-page';
import {
  scriptGeneratorPage,
  scriptGeneratorPageQuery,
  youtubeScriptGeneratorPage,
  youtubeScriptGeneratorPageQuery,
} from '@/sanity/schema-types/generator-page';
import {
  bothSides,
  byKind,
  edit,
  imageOf,
  siteReadsBy,
  studioRules,
  type Doc as StudioDoc,
} from '../fixtures/studio-rules';

const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));

// The readers query the embedded dataset, uncached; a test swaps in an edited copy.
const source = vi.hoisted(() => ({ docs: [] as unknown[] }));
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));
vi.mock('next/navigation', () => ({ useRouter: () => ({}), usePathname: () => '/blog', notFound: () => {} }));
vi.mock('@/lib/content/local-source', async () => (await import('../fixtures/local-source')).queryOver(source));
beforeEach(() => {
  source.docs = dataset;
});

/** The dataset with one document changed. */
const edited = (id: string, change: (doc: Doc) => Doc) =>
  dataset.map((doc) => (doc._id === id ? change(structuredClone(doc)) : doc));

const stored = (id: string) => structuredClone(dataset.find((doc) => doc._id === id)!) as StudioDoc;

describe('the blog page document', () => {
  it("holds today's words of /blog, the archive, the topics and the end of a post", async () => {
    const page = await getBlogPage();
    expect(page).toMatchObject({
      _id: singletonIds.blogPage,
      title: 'Our Blog',
      lead: 'Insights on SaaS video production: demos, explainers, onboarding and short-form videos that turn visitors into trials.',
      topicsTitle: 'Browse by topic',
      relatedTitle: 'Keep reading',
      cta: {
        title: 'Want a video that does this for your product?',
        text: 'Tell us what you are launching. In 15 minutes we map the video that moves your numbers, and what it costs.',
        label: undefined,
        note: undefined,
      },
    });
    expect(blogList.archiveLead(2, 3, page.archiveLead)).toBe('Page 2 of 3: older posts, newest first.');
    expect(withPageSeo(blogSeo, page.seo)).toEqual({ ...blogSeo, image: undefined, noIndex: false });
  });

  it('parses as stored, without the query', () => {
    expect(blogPageSchema.safeParse(dataset.find((doc) => doc._id === 'blogPage')).success).toBe(true);
  });

  it('a changed heading reaches /blog, the archive, the category pages and the end of a post', async () => {
    source.docs = edited('blogPage', (doc) => ({
      ...doc,
      title: 'Field notes',
      lead: 'What we learn making videos for software teams.',
      topicsTitle: 'Pick a topic',
      archiveLead: 'the earlier ones.',
      relatedTitle: 'Read next',
    }));
    const list = renderToStaticMarkup(await BlogListPage({}));
    expect(list).toMatch(/<h1[^>]*>Field notes<\/h1>/);
    expect(list).toContain('What we learn making videos for software teams.');
    expect(list).toContain('Pick a topic');
    expect(list).not.toContain('Our Blog');

    const archive = await archivePage(2);
    expect(archive).not.toBeNull();
    const archiveHtml = renderToStaticMarkup(ArchivePage({ list: archive! }));
    expect(archiveHtml).toMatch(/<h1[^>]*>Field notes<\/h1>/);
    expect(archiveHtml).toContain(`Page 2 of ${archive!.pages}: the earlier ones.`);

    const category = await categoryPage('product-demos', 1);
    expect(category?.words.topicsTitle).toBe('Pick a topic');

    const page = await getBlogPage();
    expect(
      renderToStaticMarkup(
        RelatedPosts({ title: page.relatedTitle, label: page.relatedLabel, posts: archive!.posts.slice(0, 1) }),
      ),
    ).toMatch(/<h2[^>]*>Read next<\/h2>/);
  });

  it('holds today’s words of a post’s page', async () => {
    expect(await getBlogPage()).toMatchObject({
      backLabel: 'Back to About',
      authorLabel: 'Author',
      categoriesLabel: 'Categories',
      contentsTitle: 'In this post',
      bodyCtaLabel: 'Book a free discovery call',
      relatedLabel: 'Related posts',
    });
  });

  it('a changed back link, label, heading and call label reach every post’s page', async () => {
    source.docs = edited('blogPage', (doc) => ({
      ...doc,
      backLabel: 'About us',
      authorLabel: 'Written by',
      categoriesLabel: 'Topics',
      contentsTitle: 'On this page',
      bodyCtaLabel: 'Talk to us',
      relatedLabel: 'More posts',
    }));
    const post = dataset.find(
      (doc) =>
        doc._type === 'post' && JSON.stringify(doc.body).includes('"callToAction"') && !doc._id.startsWith('drafts.'),
    ) as { slug: { current: string } } | undefined;
    expect(post).toBeDefined();
    const html = renderToStaticMarkup(await BlogPostPage({ slug: post!.slug.current }));
    expect(html).toMatch(/href="\/about"[^>]*>[\s\S]*?About us<\/a>/);
    expect(html).toContain('Written by');
    expect(html).toContain('aria-label="Topics"');
    expect(html).toContain('On this page');
    expect(html).toContain('aria-label="More posts"');
    // The post's call in its text gives its button no words: the document's label.
    expect(html).toContain('Talk to us');
    expect(html).not.toContain('Book a free discovery call');
    expect(html).not.toContain('Back to About');
    expect(html).not.toContain('In this post');
  });

  it('quotes a claim of the settings in its texts', async () => {
    source.docs = edited('blogPage', (doc) => ({
      ...doc,
      cta: { ...(doc.cta as object), text: 'Live in {process} days.' },
    }));
    expect((await getBlogPage()).cta.text).toBe('Live in 14 days.');
  });
});

describe('the script generator page documents', () => {
  it("hold today's hero, benefits and SEO of both pages", async () => {
    const video = await getYoutubeScriptGeneratorPage();
    const general = await getScriptGeneratorPage();
    expect([video.badge, video.title, video.benefitsTitle]).toEqual([
      'Free AI-powered tool',
      'YouTube Script Generator',
      'Why creators use it',
    ]);
    expect(video.lead).toMatch(/^Describe your video and get a script you can record today/);
    expect(video.benefits.map((benefit) => benefit.title)).toEqual(['Fast', 'Engaging', 'Optimized structure']);
    expect([general.badge, general.title, general.benefitsTitle]).toEqual([
      'Free AI-powered tool',
      'Script Generator',
      'Why teams use it',
    ]);
    expect(general.benefits.map((benefit) => benefit.title)).toEqual([
      'Save time',
      'Professional structure',
      'Versatile use',
    ]);
    expect(withPageSeo(videoGeneratorSeo, video.seo)).toEqual({
      ...videoGeneratorSeo,
      image: undefined,
      noIndex: false,
    });
    expect(withPageSeo(generalGeneratorSeo, general.seo)).toEqual({
      ...generalGeneratorSeo,
      image: undefined,
      noIndex: false,
    });
  });

  it('parse as stored, without the query', () => {
    expect(scriptGeneratorPageSchema.safeParse(stored('scriptGeneratorPage')).success).toBe(true);
    expect(youtubeScriptGeneratorPageSchema.safeParse(stored('youtubeScriptGeneratorPage')).success).toBe(true);
  });

  it("a changed benefit shows under the tool, with the page's icons in their order", async () => {
    source.docs = edited('youtubeScriptGeneratorPage', (doc) => ({
      ...doc,
      benefitsTitle: 'Why it works',
      benefits: [{ _key: 'a', _type: 'benefit', title: 'Quick', text: 'Two minutes, start to finish.' }],
    }));
    const page = await getYoutubeScriptGeneratorPage();
    const html = renderToStaticMarkup(
      Benefits({ title: page.benefitsTitle, benefits: page.benefits, icons: benefitIcons.video }),
    );
    expect(html).toMatch(/<h2[^>]*>Why it works<\/h2>/);
    expect(html).toContain('Quick');
    expect(html).toContain('Two minutes, start to finish.');
    expect(html).not.toContain('Optimized structure');
    expect(html).toContain('lucide-zap');
  });
});

describe('the Studio requires what the site requires', () => {
  const sides = {
    blogPage: bothSides({
      studio: blogPage,
      sample: () => stored('blogPage'),
      siteReads: siteReadsBy(blogPageQuery, (result) => blogPageSchema.safeParse(result).success),
    }),
    scriptGeneratorPage: bothSides({
      studio: scriptGeneratorPage,
      sample: () => stored('scriptGeneratorPage'),
      siteReads: siteReadsBy(scriptGeneratorPageQuery, (result) => scriptGeneratorPageSchema.safeParse(result).success),
    }),
    youtubeScriptGeneratorPage: bothSides({
      studio: youtubeScriptGeneratorPage,
      sample: () => stored('youtubeScriptGeneratorPage'),
      siteReads: siteReadsBy(
        youtubeScriptGeneratorPageQuery,
        (result) => youtubeScriptGeneratorPageSchema.safeParse(result).success,
      ),
    }),
  };
  type Kind = keyof typeof sides;
  const { expectBoth, studioRulesAt } = byKind(sides);

  it.each(Object.keys(sides) as Kind[])('the stored %s passes both, with a share image too', async (kind) => {
    await expectBoth(kind, sides[kind].sample(), true);
    await expectBoth(kind, edit(sides[kind].sample(), 'seo.image', imageOf('A script on a laptop')), true);
  });

  it.each([
    ...[
      'title',
      'lead',
      'topicsTitle',
      'archiveLead',
      'backLabel',
      'authorLabel',
      'categoriesLabel',
      'contentsTitle',
      'bodyCtaLabel',
      'cta',
      'cta.title',
      'cta.text',
      'relatedTitle',
      'relatedLabel',
    ].map((field) => ['blogPage', field] as const),
    ...(['scriptGeneratorPage', 'youtubeScriptGeneratorPage'] as const).flatMap((kind) =>
      ['badge', 'title', 'lead', 'benefitsTitle', 'benefits', 'benefits.0.title', 'benefits.0.text'].map(
        (field) => [kind, field] as const,
      ),
    ),
  ])('%s: %s is required by both', async (kind, field) => {
    expect(studioRulesAt(kind, field).required).toBe(true);
    await expectBoth(kind, edit(sides[kind].sample(), field, undefined), false);
  });

  it.each(Object.keys(sides) as Kind[])('%s: a text over its limit is refused by both', async (kind) => {
    const max = studioRulesAt(kind, 'title').max!;
    await expectBoth(kind, edit(sides[kind].sample(), 'title', 'x'.repeat(max)), true);
    await expectBoth(kind, edit(sides[kind].sample(), 'title', 'x'.repeat(max + 1)), false);
  });

  it.each([blogPage, scriptGeneratorPage, youtubeScriptGeneratorPage].map((type) => [type.name, type] as const))(
    'the Studio refuses a placeholder that names no claim in a %s, and takes the claims there are',
    (_name, type) => {
      const { custom } = studioRules(type as { validation?: unknown });
      expect(custom!({ title: claimNames.map((name) => `{${name}}`).join(' ') })).toBe(true);
      expect(custom!({ title: 'In {days} days' })).toMatch(/^\{days\}: not a claim/);
    },
  );
});

describe('a publish of one of these documents', () => {
  it('revalidates the blog’s pages (the tag every blog page and post read with), /blog at once', () => {
    expect(revalidationFor({ _type: 'blogPage', _id: 'blogPage' })).toEqual({ tags: ['blog-page'], paths: ['/blog'] });
  });

  it('revalidates its generator page', () => {
    expect(revalidationFor({ _type: 'scriptGeneratorPage', _id: 'scriptGeneratorPage' })).toEqual({
      tags: ['script-generator-page'],
      paths: ['/script-generator'],
    });
    expect(revalidationFor({ _type: 'youtubeScriptGeneratorPage', _id: 'youtubeScriptGeneratorPage' })).toEqual({
      tags: ['youtube-script-generator-page'],
      paths: ['/youtube-script-generator'],
    });
  });
});
