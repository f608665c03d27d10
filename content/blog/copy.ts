// The blog's code-side words: its navigation, notices and assistive labels, the SEO defaults of /blog and the
// patterns of the archive's and categories' titles. The list's hero, the topics' heading, the archive's lead and the
// end of every post (the booking call, the further reading's heading) are the marketers' blog page document (the
// Studio's Blog page); posts themselves come from the content source.
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

export const blogList = {
  /** Before the blog page's archive lead: 'Page 2 of 3: older posts, newest first.' */
  archiveLead: (page: number, pages: number, lead: string) => `Page ${page} of ${pages}: ${lead}`,
  empty: 'No blog posts available yet.',
  gridLabel: 'Latest posts',
  unavailableBack: { label: 'Return to Home', href: '/' } satisfies NavLink,
  imagePlaceholder: 'Launchframe',
  pagination: {
    label: 'Blog pages',
    newer: 'Newer posts',
    older: 'Older posts',
    page: (page: number) => `Page ${page}`,
    current: (page: number) => `Page ${page}, this page`,
  },
};

/** The archive's and the categories' SEO: their titles and descriptions follow the page they describe. */
export const blogArchiveSeo = {
  title: (page: number) => `Blog, page ${page}`,
  description: (page: number, pages: number) =>
    `Older SaaS video production articles from Launchframe, page ${page} of ${pages}: demos, onboarding, short-form video and more.`,
};

export const blogCategorySeo = {
  title: (category: string, page: number) => (page > 1 ? `${category}, page ${page}` : category),
  /** When the category has no description of its own. */
  description: (category: string) => `Launchframe articles about ${category.toLowerCase()} for SaaS teams.`,
};

/** The defaults for the blog page document's SEO fields left empty. */
export const blogSeo: PageSeo = {
  title: 'Blog',
  description:
    'SaaS video production insights from Launchframe: demo length, onboarding videos, short-form clips, webinar repurposing and how to measure what a video earns.',
  keywords: ['SaaS video blog', 'product demo video tips', 'onboarding videos', 'short-form video B2B'],
  path: '/blog',
};

export const blogPost = {
  /** Where a post's back link leads; its words, the labels and headings a post's page shares and the default label
   * of a call in its text are the blog page document's (the Studio's Blog page: Post page). */
  backHref: '/about' as const,
  readingTime: (minutes: number) => `${minutes} min read`,
  notFound: {
    title: 'Post Not Found',
    text: "The blog post you're looking for doesn't exist or has been moved.",
  },
  loadingLabel: 'Loading post',
  unavailableBack: { label: 'Back to the blog', href: '/blog' } satisfies NavLink,
};

export const blogLoading = {
  listLabel: 'Loading posts',
  /** The list's hero while a client navigation waits for /blog: the page's words as embedded, shown for a moment
   * before the page itself (a loading state has no document to read). */
  hero: {
    title: 'Our Blog',
    lead: 'Insights on SaaS video production: demos, explainers, onboarding and short-form videos that turn visitors into trials.',
  },
};

export const previewBar = {
  label: 'Preview',
  text: 'drafts as they will look once published',
  exit: 'exit',
  exitLabel: 'exit preview and see the published site',
};

export const blogFeed = {
  title: 'Launchframe Blog',
  description: 'SaaS video production insights: demos, explainers, onboarding and short-form videos.',
  linkTitle: 'Launchframe Blog (RSS)',
  maxItems: 20,
};

export const studioPage = {
  title: 'Sanity Studio',
  /** The page's heading for screen readers; the Studio's own interface has none. */
  heading: 'Sanity Studio of the Launchframe site',
  notConfigured: {
    heading: 'Connect a Sanity project to edit the site',
    lead: 'The site is running on the embedded dataset. To let marketers and editors publish from here, connect a Sanity project:',
    steps: [
      'Create a project at sanity.io/manage (or run `npx sanity init --bare`) and note its project id.',
      'Set `NEXT_PUBLIC_SANITY_PROJECT_ID` (and `NEXT_PUBLIC_SANITY_DATASET` if it is not `production`) in the environment of the build.',
      "Add this site's origin as a CORS origin with credentials under API → CORS origins in sanity.io/manage.",
      'Import the embedded content (the settings, the navigation, the pages, the offer, testimonials, videos, landing pages, redirects, posts, authors, case studies, job openings) with `npx sanity dataset import content/dataset.ndjson production`.',
      'Rebuild and deploy; the Studio then loads at `/studio`.',
    ],
    setupHint: 'docs/deploy.md (section "Sanity") describes the publish webhook and the secret step by step.',
  },
};
