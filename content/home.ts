// The home page's words; numbers come from `claims` (content/site.ts) so every page quotes the same.
import { claims } from '@/content/site';
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

export const homeSeo = {
  title: 'Video Production for SaaS: Product Demos, Explainers & Onboarding',
  description: `Launchframe makes product demo, explainer and onboarding videos for SaaS companies. A ${claims.processDays}-day process, ${claims.averageDeliveryHours} hrs average delivery and a ${claims.guaranteeDays}-day performance guarantee.`,
  keywords: [
    'SaaS video production',
    'product demo videos',
    'explainer videos',
    'onboarding videos',
    'webinar repurposing',
    'YouTube strategy for SaaS',
  ],
  path: '/',
} satisfies PageSeo;

/** Where the notice sends a visitor when the offer or the testimonials cannot be read and no earlier page exists. */
export const homeUnavailableBack = { label: 'About Launchframe', href: '/about' } satisfies NavLink;

export const hero = {
  eyebrow: 'Video production for B2B SaaS',
  title: 'Videos that turn SaaS visitors into trial sign-ups',
  lead: `We script, produce and ship your product demo in ${claims.processDays} days, so your page explains the product while you sleep.`,
  guarantee: {
    label: `${claims.guaranteeDays}-day performance guarantee`,
    text: 'We agree on one metric before we start. If it has not improved 30 days after launch, we keep iterating for free.',
  },
  cta: 'Get Your Free Video Growth Plan',
  ctaNote: 'Free 15-minute call. No pitch deck.',
  secondary: { label: 'See how it works', href: '#how-it-works' },
  video: { title: 'Launchframe in 90 seconds' },
  facts: [
    { value: `${claims.processDays} days`, label: 'from kickoff to launch' },
    { value: `${claims.averageDeliveryHours} hrs`, label: 'average delivery per cut' },
    { value: claims.foundersServed, label: 'SaaS founders served' },
  ],
  trustedBy: 'Trusted By',
} as const;

export const painPoints = {
  eyebrow: 'The problem',
  title: 'Your product is great. Your page is not showing it.',
  lead: 'Founders tell us the same three things on their first call.',
  items: [
    {
      icon: 'bounce',
      stat: claims.bounceRate,
      title: 'Visitors leave before they get it',
      text: `${claims.bounceRate} of visitors bounce from a SaaS landing page that explains itself in paragraphs and screenshots.`,
    },
    {
      icon: 'churn',
      stat: 'Day 3',
      title: 'Trials stall before the aha moment',
      text: 'New users sign up, click around, and never reach the feature that would keep them. Help docs do not get read.',
    },
    {
      icon: 'time',
      stat: '10+ hrs',
      title: 'Your week disappears into live demos',
      text: 'The same walkthrough, call after call. Every hour you spend demoing is an hour not spent building.',
    },
  ],
} as const;

export const solution = {
  eyebrow: 'The solution',
  title: 'One video that explains, sells and onboards for you',
  lead: `We turn your product into short, scripted videos built around the metric you care about — and guarantee the result for ${claims.guaranteeDays} days.`,
  stats: [
    { value: claims.conversionIncrease, label: 'conversion increase on our best-performing demo page' },
    { value: claims.conversionMultiplier, label: 'higher conversion on landing pages with video' },
    { value: claims.churnReduction, label: 'less early churn with onboarding videos' },
    { value: claims.scriptApproval, label: 'of our scripts approved on the first draft' },
  ],
  points: [
    `A ${claims.processDays}-day process with a fixed launch date`,
    `${claims.averageDeliveryHours} hrs average delivery for every revision`,
    'Unlimited revisions until it is right',
    '4K production with colour grading',
  ],
} as const;

export const servicesSection = {
  id: 'services',
  eyebrow: 'Services',
  title: 'Everything a SaaS team needs on video',
  lead: 'Pick one format or combine them into a launch. Every project starts with a script you approve.',
  watchLabel: 'Watch a sample',
} as const;

export const testimonialsSection = {
  eyebrow: 'Client stories',
  title: `${claims.foundersServed} founders trust us with their product story`,
  lead: 'Hear it from them — in their own videos.',
  carouselLabel: 'Client testimonials',
  slideLabel: (index: number, total: number) => `${index} of ${total}`,
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  keyboardHint: 'Use the left and right arrow keys to move between testimonials.',
  durationLabel: 'Video length',
} as const;

export const processSection = {
  id: 'how-it-works',
  eyebrow: 'How It Works',
  title: `From first call to launch in ${claims.processDays} days`,
  lead: 'A fixed process with a date on every step, so you always know what happens next.',
} as const;

export const seamlessSection = {
  eyebrow: 'Collaboration',
  title: 'Working With Us Is Seamless',
  lead: 'We work inside the tools your team already uses. No new logins, no lost email threads.',
  cta: 'Get Your Free Video Growth Plan',
  ctaLead: `Book a free 15-minute call. You leave with a video plan for your product — whether you hire us or not.`,
} as const;
