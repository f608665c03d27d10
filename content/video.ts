// Words the video facades and dialogs show or say to assistive technology, their self-hosted posters,
// and each hosted video's details for search engines (lib/video-object.ts turns them into JSON-LD).
import { media } from '@/content/media';

export const videoLabels = {
  /** Prefix of every play button's name: 'Play video: {title}'. */
  playPrefix: 'Play video:',
  /** Names the region that holds a running player. */
  playerPrefix: 'Video player:',
  closeDialog: 'Close video',
} as const;

export type VideoPoster = { src: string; alt: string };

/** Self-hosted posters by media id, so no video host is asked before play; others get a title card. */
export const videoPosters: Record<string, VideoPoster> = {
  [media.hero]: { src: '/posters/hero.webp', alt: 'A SaaS analytics dashboard with conversions climbing' },
  [media.services.productDemo]: { src: '/posters/product-demo.webp', alt: 'A product screen from a demo video' },
  [media.services.explainers]: {
    src: '/posters/explainers.webp',
    alt: 'An onboarding checklist from an explainer video',
  },
  [media.testimonials[0]]: { src: '/posters/testimonial-ledgerloop.webp', alt: 'Maya Okafor of Ledgerloop on camera' },
  [media.testimonials[1]]: { src: '/posters/testimonial-pulsegrid.webp', alt: 'Daniel Ruiz of Pulsegrid on camera' },
  [media.testimonials[2]]: { src: '/posters/testimonial-quillbase.webp', alt: 'Priya Nair of Quillbase on camera' },
  [media.testimonials[3]]: { src: '/posters/testimonial-kitewave.webp', alt: 'Tomas Lindqvist of Kitewave on camera' },
  [media.specialOffer[0]]: { src: '/posters/social-1.webp', alt: 'A vertical social video with a bold product shot' },
  [media.specialOffer[1]]: { src: '/posters/social-2.webp', alt: 'A vertical social video with on-screen captions' },
  [media.specialOffer[2]]: { src: '/posters/social-3.webp', alt: 'A vertical social video with a call to action' },
};

/** A hosted video's details as an editor types them; defined here, with the data, so content needs nothing from lib. */
export type VideoDetails = {
  name: string;
  /** One sentence, as a search result would show it. */
  description: string;
  /** YYYY-MM-DD (read as midnight UTC), or an ISO 8601 date-time with its offset. */
  uploadDate: string;
  /** The running time as the player shows it: m:ss or h:mm:ss. */
  duration: string;
};

/**
 * Name, description (one sentence, at most 160 characters), upload date and running time of every video
 * in `media`; durations a page shows (testimonials, shorts) are the same here.
 */
export const videoDetails: Record<string, VideoDetails> = {
  [media.hero]: {
    name: 'Launchframe in 90 seconds',
    description:
      'How Launchframe turns a SaaS product into scripted demo, explainer and onboarding videos that lift sign-ups, in 90 seconds.',
    uploadDate: '2025-01-14',
    duration: '1:30',
  },
  [media.services.productDemo]: {
    name: 'Product demo video sample',
    description:
      'A SaaS product demo built around one conversion goal, with clean screen capture, motion design and a clear call to action.',
    uploadDate: '2025-02-11',
    duration: '1:34',
  },
  [media.services.explainers]: {
    name: 'Explainer and onboarding video sample',
    description:
      'A short onboarding explainer that walks new users to their first win, with a scripted voice-over and a callout on every click.',
    uploadDate: '2025-02-25',
    duration: '1:12',
  },
  [media.testimonials[0]]: {
    name: 'Maya Okafor, Ledgerloop: client testimonial',
    description:
      'Ledgerloop CEO Maya Okafor on the product demo video that lifted trial sign-ups from the pricing page within a month.',
    uploadDate: '2025-04-08',
    duration: '1:42',
  },
  [media.testimonials[1]]: {
    name: 'Daniel Ruiz, Pulsegrid: client testimonial',
    description:
      'Pulsegrid’s Head of Growth Daniel Ruiz on the onboarding video series that cut early churn in a single quarter.',
    uploadDate: '2025-05-20',
    duration: '2:05',
  },
  [media.testimonials[2]]: {
    name: 'Priya Nair, Quillbase: client testimonial',
    description:
      'Quillbase VP Marketing Priya Nair on a script approved in two days and every cut delivered faster than her team could review it.',
    uploadDate: '2025-06-17',
    duration: '1:18',
  },
  [media.testimonials[3]]: {
    name: 'Tomas Lindqvist, Kitewave: client testimonial',
    description:
      'Kitewave founder Tomas Lindqvist on turning one webinar into six weeks of clips and a YouTube channel that books demos.',
    uploadDate: '2025-07-29',
    duration: '1:56',
  },
  [media.specialOffer[0]]: {
    name: 'Vertical launch video: the product up close',
    description:
      'A vertical launch video that opens on a bold product shot and lands its hook before the viewer can swipe away.',
    uploadDate: '2025-09-09',
    duration: '0:15',
  },
  [media.specialOffer[1]]: {
    name: 'Vertical launch video: captioned walkthrough',
    description:
      'A captioned vertical walkthrough for sound-off feeds that takes one feature from problem to payoff in under 20 seconds.',
    uploadDate: '2025-09-09',
    duration: '0:19',
  },
  [media.specialOffer[2]]: {
    name: 'Vertical launch video: the call to action',
    description:
      'A vertical social ad that ends on one clear call to action, cut for Reels, TikTok, YouTube Shorts and LinkedIn.',
    uploadDate: '2025-09-09',
    duration: '0:17',
  },
  [media.shorts[0]]: {
    name: 'Onboarding in 30 seconds',
    description:
      'Tallyflow’s onboarding in a 30-second vertical video: sign up, connect a bank account and send the first invoice.',
    uploadDate: '2025-10-07',
    duration: '0:30',
  },
  [media.shorts[1]]: {
    name: 'The feature nobody knew about',
    description:
      'A short that puts Shiftboard’s most overlooked scheduling feature in front of the managers who never knew it existed.',
    uploadDate: '2025-10-21',
    duration: '0:45',
  },
  [media.shorts[2]]: {
    name: 'Why we built it',
    description:
      'Beaconly’s founder explains in 35 seconds why the team built an analytics tool that answers why, not only what.',
    uploadDate: '2025-11-04',
    duration: '0:35',
  },
  [media.showcase.webinars]: {
    name: 'Webinar repurposing showreel',
    description:
      'How we turn an hour-long SaaS webinar into a highlight reel, a chaptered replay and clips that keep selling for months.',
    uploadDate: '2025-06-03',
    duration: '1:52',
  },
  [media.showcase.sportCoaches]: {
    name: 'Sport coaching video showreel',
    description:
      'Coaching programmes filmed like broadcast sport: multi-camera drills, slow-motion detail and a colour-graded 4K finish.',
    uploadDate: '2025-07-15',
    duration: '2:05',
  },
  [media.showcase.product]: {
    name: 'Product video showreel',
    description:
      'Software shown in motion, feature by feature: 4K product films with motion design that follows every click.',
    uploadDate: '2025-08-26',
    duration: '1:38',
  },
  [media.showcase.ads]: {
    name: 'Ad creative showreel',
    description:
      'Performance ads built to win the first three seconds, shot in 4K and cut for every paid social placement.',
    uploadDate: '2025-09-30',
    duration: '0:45',
  },
  [media.productDemoSamples[0]]: {
    name: 'Invoicing in three clicks',
    description:
      'Tallyflow’s product demo shows a freelancer creating, sending and getting paid for an invoice in three clicks.',
    uploadDate: '2025-03-18',
    duration: '1:45',
  },
  [media.productDemoSamples[1]]: {
    name: 'A week of shifts, planned',
    description:
      'Shiftboard’s product demo plans a full week of shifts on screen, from availability requests to the published rota.',
    uploadDate: '2025-05-06',
    duration: '2:10',
  },
  [media.productDemoSamples[2]]: {
    name: 'Dashboards that answer why',
    description:
      'Beaconly’s product demo follows one dashboard from a sudden dip in sign-ups to its cause in 90 seconds.',
    uploadDate: '2025-08-12',
    duration: '1:30',
  },
};
