// The About page: story, mission, co-founders, values, 'Why Choose' and the FAQ.
import { links, site, claims } from '@/content/site';
import type { CtaBlock } from '@/content/calls-to-action';
import type { PageSeo } from '@/lib/seo';

export type Founder = {
  name: string;
  role: string;
  bio: string;
  initials: string;
  profileUrl: string;
  profileLabel: string;
};
export type FaqItem = { question: string; answer: string };

export const aboutSeo = {
  title: 'About Us',
  description:
    'Launchframe is a Lisbon video production studio that works only with SaaS companies: product demos, explainers and short-form videos in 14 days, with a 30-day performance guarantee.',
  keywords: ['SaaS video agency', 'video production Lisbon', 'product demo video studio', 'about Launchframe'],
  path: '/about',
} satisfies PageSeo;

export const aboutPage = {
  eyebrow: 'About Us',
  title: 'We make the videos that sell software',
  lead: `${site.name} is a video production studio for SaaS companies, founded in Lisbon in ${site.foundingYear}. We script, shoot and edit the videos that turn visitors into trials — and we measure every one against a number you care about.`,
  story: {
    title: 'Our story',
    paragraphs: [
      'We spent years inside SaaS marketing teams watching great products lose deals to a confusing homepage video. The agencies we hired made beautiful films that nobody could connect to a sign-up.',
      `So in ${site.foundingYear} we started ${site.name} with one rule: every video starts from the metric it has to move. Demo, explainer or a 30-second short — we plan it around the buyer's questions, ship it in ${claims.processDays} days and stay until the number improves.`,
    ],
  },
  mission: {
    title: 'Our mission',
    text: 'Help software teams explain what they built in minutes, not meetings — with videos that earn their place in the funnel.',
  },
  foundersTitle: 'The co-founders',
  foundersLead: 'Two people you will actually talk to, from the first call to the final cut.',
  profileHint: 'LinkedIn profile',
  valuesTitle: 'What we value',
  values: [
    {
      title: 'Results-Driven',
      text: 'Every brief names one metric — trial sign-ups, demo requests, activation — and the video is judged against it.',
    },
    {
      title: 'Client-Centric',
      text: 'One dedicated team, one shared channel, answers the same day. Your launch date is our deadline.',
    },
    {
      title: 'Excellence',
      text: '4K production, colour grading and sound design on every project, because buyers notice when software looks cheap.',
    },
  ],
  whyChoose: {
    title: `Why Choose ${site.name}`,
    specialisation: {
      title: 'SaaS is all we do',
      text: 'We know what a trial funnel looks like, how a product-led demo differs from a sales demo, and why your onboarding video matters more than your brand film. No learning curve on your dime.',
    },
    guarantees: [
      {
        value: `${claims.guaranteeDays}-day`,
        title: 'results guarantee',
        text: 'Free iterations until the metric we agreed on improves.',
      },
      {
        value: `${claims.processDays}-day`,
        title: 'turnaround',
        text: 'From discovery call to launch-ready video in two weeks.',
      },
      { value: 'Unlimited', title: 'revisions', text: 'We keep refining until you are proud to ship it.' },
    ],
  },
  faqTitle: 'Frequently asked questions',
  cta: {
    title: 'Tell us the number you want to move',
    text: 'In a free 15-minute call we look at your funnel and sketch the video that fits it.',
  } satisfies CtaBlock,
};

export const founders: Founder[] = [
  {
    name: 'Tomás Almeida',
    role: 'Co-founder & Creative Director',
    initials: 'TA',
    bio: 'Directed launch films and product demos for B2B software teams across Europe for eight years. Tomás owns the script and the look of every Launchframe video.',
    profileUrl: links.founders.tomas,
    profileLabel: 'Tomás Almeida on LinkedIn',
  },
  {
    name: 'Sofia Marques',
    role: 'Co-founder & Head of Growth',
    initials: 'SM',
    bio: 'Ran growth marketing at two SaaS start-ups before co-founding Launchframe. Sofia ties each video to a funnel metric and reads the numbers after launch.',
    profileUrl: links.founders.sofia,
    profileLabel: 'Sofia Marques on LinkedIn',
  },
];

/** Shown on the page and published as FAQPage structured data: one list, so they never drift apart. */
export const aboutFaq: FaqItem[] = [
  {
    question: 'How long does it take to make a video?',
    answer: `Our process takes ${claims.processDays} days from the discovery call to a launch-ready video, and revision rounds come back in ${claims.averageDeliveryHours} hours on average.`,
  },
  {
    question: "What happens if the video doesn't improve our numbers?",
    answer: `We agree on one metric before we start. If it has not improved within ${claims.guaranteeDays} days of launch, we keep iterating on the video for free until it does.`,
  },
  {
    question: 'Do we have to film anything ourselves?',
    answer:
      'Only if you want to. You can record yourselves with our online guidance and we edit, or we produce everything for you — script, set, actors and post-production.',
  },
];
