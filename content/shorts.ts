// The short-form videos page (/shorts): stats, samples, why it works, best practices, platforms.
import { media } from '@/content/media';
import type { CtaBlock } from '@/content/calls-to-action';
import type { PosterStyle } from '@/content/posters';
import type { PageSeo } from '@/lib/seo';

export type ShortSample = {
  id: string;
  title: string;
  company: string;
  thumbnail: PosterStyle;
  duration: string;
  hasVideo: boolean;
  mediaId: string;
};

export const shortsSeo = {
  title: 'Short-Form Videos for SaaS',
  description:
    'Vertical short-form videos for TikTok, Instagram Reels, YouTube Shorts and LinkedIn: 15-60 seconds long, delivered in 3-5 days, built for 10x higher engagement.',
  keywords: [
    'short-form video agency',
    'YouTube Shorts for SaaS',
    'TikTok videos B2B',
    'Instagram Reels SaaS',
    'LinkedIn video',
  ],
  path: '/shorts',
} satisfies PageSeo;

export const shortsService = {
  name: 'Short-form video production',
  serviceType: 'Short-form video production',
  description: shortsSeo.description,
  path: shortsSeo.path,
};

export const shortsPage = {
  eyebrow: 'Short-Form Videos',
  title: 'Short-form videos that stop the scroll',
  lead: 'Vertical videos for TikTok, Reels, YouTube Shorts and LinkedIn that show your product working before the viewer swipes away.',
  stats: [
    { value: '15-60s', label: 'video length' },
    { value: '3-5 days', label: 'delivery' },
    { value: '10x', label: 'higher engagement' },
  ],
  samplesTitle: 'Recent shorts',
  samplesLead: 'Press play on any sample — each one was cut for a SaaS launch.',
  badge: 'SHORT',
  durationLabel: 'Duration',
  why: {
    title: 'Why Short-Form Content Works',
    items: [
      {
        title: 'Attention is short',
        text: 'Buyers scroll feeds between meetings. A 30-second video fits the gap a webinar never will.',
      },
      {
        title: 'Algorithms reward it',
        text: 'Every platform pushes short vertical video to people who do not follow you yet — free reach for a young brand.',
      },
      {
        title: 'One idea, remembered',
        text: 'A short video has room for one feature and one benefit, which is exactly what a prospect remembers.',
      },
    ],
  },
  practices: {
    title: 'Best practices we build into every short',
    items: [
      { title: 'Hook within 3 seconds', text: 'The first frame shows the problem or the payoff, never a logo.' },
      {
        title: 'Fast-paced editing',
        text: 'A cut every one to two seconds keeps the eye moving and the viewer watching.',
      },
      { title: 'Clear value proposition', text: 'One sentence says who it is for and what it saves them.' },
      {
        title: 'Strong call-to-action',
        text: 'Viewers are told exactly what to do next: start a trial, book a demo, follow for part two.',
      },
      {
        title: 'Platform optimization',
        text: 'Safe zones, captions and pacing are set per platform, not cropped from one master.',
      },
      {
        title: 'Optimal length',
        text: '15-60 seconds, with a 30-45 second sweet spot that holds attention to the end.',
      },
    ],
  },
  platforms: {
    title: 'A strategy for every platform',
    items: [
      {
        name: 'TikTok',
        text: 'Trend-aware, founder-led clips that make a B2B product feel human and reach buyers early.',
      },
      { name: 'Instagram Reels', text: 'Polished, branded feature moments that double as retargeting creative.' },
      {
        name: 'YouTube Shorts',
        text: 'Teasers that funnel viewers to your long-form tutorials and demos on the same channel.',
      },
      { name: 'LinkedIn', text: 'Insight-first videos with captions for decision makers watching with the sound off.' },
    ],
  },
  cta: {
    title: 'Ready for a month of shorts?',
    text: 'Tell us about your product in a free 15-minute call and get a shorts plan for your launch.',
    label: 'Get Your Shorts Package',
  } satisfies CtaBlock,
};

export const shortSamples: ShortSample[] = [
  {
    id: 'short-onboarding',
    title: 'Onboarding in 30 seconds',
    company: 'Tallyflow',
    thumbnail: 'violet',
    duration: '0:30',
    hasVideo: true,
    mediaId: media.shorts[0],
  },
  {
    id: 'short-feature',
    title: 'The feature nobody knew about',
    company: 'Shiftboard',
    thumbnail: 'emerald',
    duration: '0:45',
    hasVideo: true,
    mediaId: media.shorts[1],
  },
  {
    id: 'short-founder',
    title: 'Why we built it',
    company: 'Beaconly',
    thumbnail: 'rose',
    duration: '0:35',
    hasVideo: true,
    mediaId: media.shorts[2],
  },
];
