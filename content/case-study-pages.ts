// The single case-study pages (/case-studies/{slug}): one record per study. The route, the
// sitemap and the accessibility tests are generated from this list, so adding a record adds a page.
import { links } from '@/content/site';
import { media } from '@/content/media';
import type { CtaBlock } from '@/content/calls-to-action';
import type { PosterStyle } from '@/content/posters';

export const beforeAfterKeys = ['testimonials', 'tutorials', 'verticalAds'] as const;
export type BeforeAfterKey = (typeof beforeAfterKeys)[number];

export type CaseStudy = {
  slug: string;
  client: string;
  clientUrl: string;
  project: string;
  /** One-line summary: the page's description and hero lead. */
  summary: string;
  seoKeywords: string[];
  /** Media id of the client's testimonial video (hero poster). */
  mainTestimonialVideo: string;
  posterStyle: PosterStyle;
  pullQuote: { quote: string; author: string; role: string };
  /** Before and after media ids per tab; a `youtube:` id plays through the YouTube facade. */
  beforeAfterVideos: Record<BeforeAfterKey, { before: string; after: string }>;
  /** What was wrong before and what changed after, per tab. */
  beforeAfterNotes: Record<BeforeAfterKey, { before: string[]; after: string[] }>;
  gif: { id: string; title: string; thumbnail: PosterStyle; text: string };
  /** Kept for the team's reporting; deliberately not displayed on the page. */
  results: { metric: string; description: string; color: 'accent' | 'success' | 'highlight' }[];
};

/** Words shared by every case-study page. */
export const caseStudyPage = {
  badge: 'Case Study',
  backLabel: 'Back to Home',
  clientLabel: 'Client',
  watchLabel: 'Watch the testimonial',
  beforeAfter: {
    title: 'Before and after',
    lead: 'The same message, told three ways — first as the client had it, then as we rebuilt it.',
    tabs: {
      testimonials: 'Customer Testimonials',
      tutorials: 'Tutorial',
      verticalAds: 'Vertical Ads',
    } satisfies Record<BeforeAfterKey, string>,
    before: 'Before',
    after: 'After',
    problemsLabel: 'What held it back',
    improvementsLabel: 'What we changed',
  },
  gif: {
    eyebrow: 'GIF Creation',
    title: 'Loops that explain a feature in three seconds',
  },
  cta: {
    title: 'Want results like these?',
    text: 'Book a free 15-minute call and we will map the videos your funnel is missing.',
    withPricing: true,
  } satisfies CtaBlock,
};

export const caseStudies: CaseStudy[] = [
  {
    slug: 'tallyflow',
    client: 'Tallyflow',
    clientUrl: links.caseStudyClients.tallyflow,
    project: 'From silent screen recordings to videos that sell the product',
    summary:
      'How Tallyflow, an invoicing platform for freelancers, replaced its screen recordings with customer testimonials, tutorials and vertical ads that turn visitors into trial users.',
    seoKeywords: ['Tallyflow case study', 'SaaS testimonial video', 'tutorial video', 'vertical video ads'],
    mainTestimonialVideo: media.caseStudyPages.tallyflow.testimonial,
    posterStyle: 'indigo',
    pullQuote: {
      quote:
        'Launchframe understood our buyers better than our old agency ever did. The new videos do the selling for us — people arrive at the demo already knowing what they want.',
      author: 'Maya Lindqvist',
      role: 'Co-founder & CEO, Tallyflow',
    },
    beforeAfterVideos: {
      testimonials: {
        before: media.caseStudyPages.tallyflow.testimonialsBefore,
        after: media.caseStudyPages.tallyflow.testimonialsAfter,
      },
      tutorials: {
        before: media.caseStudyPages.tallyflow.tutorialsBefore,
        after: media.caseStudyPages.tallyflow.tutorialsAfter,
      },
      verticalAds: {
        before: media.caseStudyPages.tallyflow.verticalAdsBefore,
        after: media.caseStudyPages.tallyflow.verticalAdsAfter,
      },
    },
    beforeAfterNotes: {
      testimonials: {
        before: [
          'Webcam clips with echo and poor light',
          'Customers praised the team, not the product',
          'Three minutes before the first concrete result',
        ],
        after: [
          'Lit, two-camera interviews with clean sound',
          'Each story built around one measurable win',
          'The result stated in the first ten seconds',
        ],
      },
      tutorials: {
        before: [
          'Unedited screen recording with dead air',
          'No voice-over, so viewers guessed the next click',
          'One long video nobody finished',
        ],
        after: [
          'Scripted voice-over and zooms on every click',
          'Chapters per task, under two minutes each',
          'Published on YouTube so it ranks for how-to searches',
        ],
      },
      verticalAds: {
        before: [
          'Landscape ads cropped to fit phones',
          'Logo first, product after eight seconds',
          'No captions for sound-off viewers',
        ],
        after: [
          'Shot and edited natively for 9:16',
          'The hook lands within three seconds',
          'Burned-in captions and a clear call to action',
        ],
      },
    },
    gif: {
      id: media.caseStudyPages.tallyflow.gif,
      title: 'Send an invoice in one click',
      thumbnail: 'violet',
      text: 'Short looping clips for the changelog, onboarding e-mails and the pricing page show a feature working before anyone reads a word.',
    },
    results: [
      { metric: '340%', description: 'conversion increase', color: 'accent' },
      { metric: '2.3M', description: 'views', color: 'highlight' },
      { metric: '67%', description: 'trial signup rate', color: 'success' },
      { metric: '$127K', description: 'revenue', color: 'accent' },
      { metric: '89%', description: 'retention', color: 'success' },
      { metric: '4.9/5', description: 'satisfaction', color: 'highlight' },
    ],
  },
];

export const caseStudyPath = (slug: string) => `/case-studies/${slug}` as const;
export const findCaseStudy = (slug: string) => caseStudies.find((study) => study.slug === slug);
