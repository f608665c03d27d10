// The /product-demo-videos page's words, built from the shared claims (content/site.ts).
import { claims } from '@/content/site';
import { media } from '@/content/media';
import type { CtaBlock } from '@/content/calls-to-action';
import type { PosterStyle } from '@/content/posters';
import type { PageSeo } from '@/lib/seo';

export const productDemoSeo = {
  title: 'Product Demo Videos',
  description:
    'Product demo videos for SaaS companies: scripted, produced in 4K with colour grading and delivered in a 14-day process, with unlimited revisions and a 30-day performance guarantee.',
  keywords: ['product demo video', 'SaaS demo video production', 'software demo video agency', 'explainer video SaaS'],
  path: '/product-demo-videos',
} satisfies PageSeo;

export const productDemoService = {
  name: 'Product demo video production',
  serviceType: 'Product demo video production',
  description: productDemoSeo.description,
  path: productDemoSeo.path,
};

export const productDemoPage = {
  eyebrow: 'Product Demo Videos',
  title: 'Product demo videos that sell while you sleep',
  lead: `A demo that answers a buyer's questions in two minutes — scripted around your funnel, produced in 4K and live in ${claims.processDays} days.`,
  highlights: [
    { value: `${claims.averageDeliveryHours} hrs`, label: 'average delivery' },
    { value: 'Unlimited', label: 'revisions' },
    { value: '4K', label: 'with colour grading' },
    { value: `${claims.guaranteeDays}-day`, label: 'performance guarantee' },
  ],
  included: {
    title: "What's included",
    lead: 'Everything from the first question to the final export — no hidden line items.',
    items: [
      {
        title: 'Strategy and script',
        text: 'We map your buyer, your funnel and the one metric the video must move, then write a script you approve before anything is filmed.',
      },
      {
        title: 'Storyboard and voice-over',
        text: 'Scene-by-scene boards and a professional voice in the language of your market.',
      },
      {
        title: 'Screen capture and motion design',
        text: 'Clean product footage with zooms, callouts and animations that follow every click.',
      },
      {
        title: '4K with colour grading',
        text: 'Shot and finished in 4K, graded so your product and your people look their best.',
      },
      {
        title: 'Unlimited revisions',
        text: `Revision rounds come back in ${claims.averageDeliveryHours} hours on average, as many as you need.`,
      },
      {
        title: 'Formats for every channel',
        text: 'Website, sales deck, onboarding e-mails and social cut-downs from the same master.',
      },
    ],
  },
  modes: {
    title: 'Two ways to produce it',
    lead: 'Pick the one that fits your budget and your team — the script and the edit are ours either way.',
    items: [
      {
        title: 'You record, we guide',
        text: 'We coach your team over a video call — framing, light, sound and delivery — and you record at your office. We edit, animate and grade the footage.',
        points: ['Online recording guidance', 'Shot list and teleprompter script', 'Full edit and motion design'],
      },
      {
        title: 'We produce everything',
        text: 'We handle the whole shoot: location, crew, actors and presenters, then post-production end to end.',
        points: ['Casting and hiring actors', 'Crew, set and equipment', 'Full edit, grade and sound design'],
      },
    ],
  },
  process: {
    title: `The ${claims.processDays}-day process`,
    lead: 'Four steps, one shared channel, and a launch date we set on the first call.',
    steps: [
      {
        title: 'Discovery Call',
        timeline: 'Day 1',
        text: 'We learn your product, buyer and goal, and agree on the metric to move.',
      },
      {
        title: 'Strategy & Script',
        timeline: 'Days 2-4',
        text: 'Messaging, storyboard and script — approved by you before production.',
      },
      {
        title: 'Production & Edit',
        timeline: 'Days 5-12',
        text: 'Recording, motion design, voice-over, grading and your revision rounds.',
      },
      {
        title: 'Launch & Optimize',
        timeline: 'Days 13-14',
        text: 'Final exports for every channel and a plan to measure the result.',
      },
    ],
  },
  samples: {
    title: 'Sample demos',
    lead: 'Three recent product demos. Press play — nothing loads until you do.',
  },
  pricing: {
    title: 'See what it costs',
    text: 'Plans start with a single demo video. Use the ROI calculator to see when it pays for itself.',
    label: 'View Pricing',
    href: '/pricing' as const,
  },
  cta: {
    title: 'Get a demo your buyers finish',
    text: 'In a free 15-minute call we review your current demo and outline the one that converts.',
  } satisfies CtaBlock,
};

export const productDemoSamples: {
  id: string;
  title: string;
  subtitle: string;
  thumbnail: PosterStyle;
  mediaId: string;
}[] = [
  {
    id: 'demo-invoicing',
    title: 'Invoicing in three clicks',
    subtitle: 'Tallyflow · 1:45 product demo',
    thumbnail: 'indigo',
    mediaId: media.productDemoSamples[0],
  },
  {
    id: 'demo-scheduling',
    title: 'A week of shifts, planned',
    subtitle: 'Shiftboard · 2:10 product demo',
    thumbnail: 'emerald',
    mediaId: media.productDemoSamples[1],
  },
  {
    id: 'demo-analytics',
    title: 'Dashboards that answer why',
    subtitle: 'Beaconly · 1:30 product demo',
    thumbnail: 'amber',
    mediaId: media.productDemoSamples[2],
  },
];
