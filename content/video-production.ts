// The video production page (/video-production): hero, signature work, why we differ, steps.
import { claims } from '@/content/site';
import { media } from '@/content/media';
import type { CtaBlock } from '@/content/calls-to-action';
import type { PageSeo } from '@/lib/seo';

/** One showcase video; `duration` is kept but not displayed. */
export type ShowcaseItem = { id: string; title: string; subtitle: string; mediaId: string; duration: string };

export const videoProductionSeo = {
  title: 'Premium Video Production for SaaS',
  description:
    'Premium video production that grows your SaaS: webinars, coaching, product and ad videos in 4K with colour grading, from concept to final cut in 2-3 weeks, for clients worldwide.',
  keywords: [
    'video production agency',
    'SaaS video production',
    'premium video production',
    'corporate video Lisbon',
    'ad video production',
  ],
  path: '/video-production',
} satisfies PageSeo;

export const videoProductionService = {
  name: 'Premium video production',
  serviceType: 'Video production',
  description: videoProductionSeo.description,
  path: videoProductionSeo.path,
};

export const videoProductionPage = {
  badge: 'Serving clients worldwide',
  title: 'Premium Video Production That Grows Your SaaS',
  intro: [
    'Your product deserves better than a screen recording. We plan, shoot and finish videos that look as good as the software you built — and work as hard as your best salesperson.',
    'From concept to final cut in 2-3 weeks: one dedicated team writes the script, directs the shoot, and handles editing, motion design, colour grading and sound in 4K.',
    `We work from Lisbon with SaaS teams around the world, and every project carries our ${claims.guaranteeDays}-day performance guarantee.`,
  ],
  showcase: {
    title: 'Our Signature Work',
    lead: 'Four formats we produce every month. Press play on any of them.',
  },
  different: {
    title: "Why we're different",
    items: [
      {
        title: 'Cinematic Quality',
        text: '4K cameras, cinema lenses and colour grading on every project — not only the big ones.',
      },
      {
        title: 'Fast Delivery',
        text: `Concept to final cut in 2-3 weeks, with revisions back in ${claims.averageDeliveryHours} hours on average.`,
      },
      {
        title: 'Dedicated Team',
        text: 'The same producer, director and editor from kickoff to delivery, in one shared channel.',
      },
      {
        title: 'Award Winning',
        text: 'Our work has been recognised by the industry — and, more importantly, by our clients’ conversion rates.',
      },
    ],
  },
  steps: {
    title: 'How it works',
    items: [
      {
        number: '01',
        title: 'Discovery',
        text: 'A call about your product, audience and goals, and the metric the video has to move.',
      },
      {
        number: '02',
        title: 'Creation',
        text: 'Script, storyboard, shoot and post-production, with your feedback at every stage.',
      },
      {
        number: '03',
        title: 'Delivery',
        text: 'Final masters and cut-downs for every channel, plus unlimited revisions until it is right.',
      },
    ],
  },
  cta: {
    title: 'Let’s plan your next video',
    text: 'Book a free 15-minute call. You leave with a video growth plan, whether you work with us or not.',
  } satisfies CtaBlock,
};

export const showcaseItems: ShowcaseItem[] = [
  {
    id: 'webinars',
    title: 'Webinars',
    subtitle: 'Hour-long sessions cut into clips that keep selling',
    mediaId: media.showcase.webinars,
    duration: '1:52',
  },
  {
    id: 'sport-coaches',
    title: 'Sport Coaches',
    subtitle: 'Coaching programmes filmed like broadcast sport',
    mediaId: media.showcase.sportCoaches,
    duration: '2:05',
  },
  {
    id: 'product',
    title: 'Product',
    subtitle: 'Software shown in motion, feature by feature',
    mediaId: media.showcase.product,
    duration: '1:38',
  },
  {
    id: 'ads',
    title: 'Ads',
    subtitle: 'Performance creative built to win the first three seconds',
    mediaId: media.showcase.ads,
    duration: '0:45',
  },
];
