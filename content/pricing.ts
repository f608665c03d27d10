// The pricing page: hero, ROI calculator labels and result wording, the two plans, the FAQ
// and the closing call to action. Numbers the calculator starts from live in lib/roi/formulas.ts.
import { claims } from '@/content/site';
import type { PageSeo } from '@/lib/seo';

export type Plan = {
  name: string;
  /** Shown as written: '$499', 'Price on demand'. */
  price: string;
  period?: string;
  description: string;
  features: string[];
  popular: boolean;
  cta: string;
};

export type FaqItem = { question: string; answer: string };

export const pricingSeo = {
  title: 'Pricing & ROI Calculator',
  description:
    'Video production pricing for SaaS: Starter at $499 per video or Professional, priced on demand. Estimate the return of a product video with the ROI calculator.',
  keywords: [
    'video production pricing',
    'product demo video cost',
    'SaaS video ROI',
    'ROI calculator',
    'explainer video price',
  ],
  path: '/pricing',
} satisfies PageSeo;

export const pricingPage = {
  badge: 'Pricing',
  title: 'Video that pays for itself',
  lead: `Put in your own numbers to see what a product video is worth to your SaaS, then pick the plan that fits. Every plan is backed by our ${claims.guaranteeDays}-day performance guarantee.`,
  plansTitle: 'Plans',
  plansLead: 'One video to prove the idea, or a production partner for every launch.',
  popularBadge: 'Most Popular',
  faqTitle: 'Frequently asked questions',
  faqLead: 'Formats, timing and what happens after the discovery call.',
  finalCta: {
    title: 'Turn these numbers into a plan',
    text: 'Book a free 15-minute discovery call. We look at your funnel, pick the video that moves it, and send you a growth plan you can use whether you work with us or not.',
    label: 'Get Your Free Video Growth Plan',
  },
};

export const roiCalculatorCopy = {
  title: 'ROI Calculator',
  lead: 'Match the sliders to your funnel. Results update as you go, and the address bar keeps your scenario, so you can share the link with your co-founder.',
  inputsLabel: 'Your numbers',
  resultsLabel: 'Your estimated return',
  investment: {
    label: 'Video investment',
    hint: 'What you spend on the video, in US dollars.',
  },
  lifetimeValue: {
    label: 'Customer lifetime value',
    hint: 'Average revenue one customer brings in, in US dollars.',
  },
  countedAsZero: 'Counted as $0.',
  currencySymbol: '$',
  customers: {
    label: 'Monthly customers from video',
    display: (value: number) => `${value}`,
    valueText: (value: number) => `${value} ${value === 1 ? 'customer' : 'customers'} per month`,
  },
  lift: {
    label: 'Conversion rate lift',
    display: (value: number) => `${value}%`,
    valueText: (value: number) => `${value}%`,
  },
  months: {
    label: 'Time horizon',
    display: (value: number) => `${value} months`,
    valueText: (value: number) => `${value} months`,
  },
  outputs: {
    roi: { label: 'Return on investment', caption: (months: number) => `over ${months} months` },
    breakEven: { label: 'Break-even' },
    totalReturn: { label: 'Total return', caption: (customers: string) => `from ${customers} customers` },
    additionalRevenue: { label: 'Additional revenue', caption: (lift: number) => `from the ${lift}% conversion lift` },
    lifetimeCac: { label: 'Lifetime CAC', caption: 'video cost per customer won' },
    totalCustomers: { label: 'Total customers', caption: (months: number) => `over ${months} months` },
  },
  /** The polite screen-reader summary, spoken once the visitor pauses. */
  announcement: (result: { roi: string; breakEven: string; breakEvenNote: string; months: number }) =>
    [
      result.roi === roiWording.notAvailable
        ? `Estimated return on investment ${roiWording.notAvailableSpoken}.`
        : `Estimated return on investment ${result.roi} over ${result.months} months.`,
      result.breakEven === roiWording.notAvailable
        ? `Break-even: ${result.breakEvenNote}.`
        : `Break-even ${result.breakEven}, ${result.breakEvenNote}.`,
    ].join(' '),
  disclaimer:
    'An estimate from the numbers you enter, not a promise. We will check it against your real funnel on the discovery call.',
};

/** Words lib/roi/formulas.ts puts around the numbers it formats. */
export const roiWording = {
  notAvailable: '—',
  /** What a screen reader hears for the dash. */
  notAvailableSpoken: 'not available',
  months: 'months',
  breakEvenUnder: (months: number) => `under ${months} ${months === 1 ? 'month' : 'months'}`,
  /** Nothing invested: there is nothing to earn back. */
  breakEvenNothingToRecover: 'nothing to recover',
  /** No lifetime value: the investment never comes back. */
  breakEvenNever: 'not at this lifetime value',
};

export const plans: Plan[] = [
  {
    name: 'Starter',
    price: '$499',
    period: 'per video',
    description: 'One polished product demo to test video on your highest-traffic page.',
    features: [
      '1 product demo video, 30-60 seconds',
      'Basic animations',
      '2 revisions',
      '1080p',
      'Delivery in 7-10 days',
    ],
    popular: false,
    cta: 'Book Your First Video',
  },
  {
    name: 'Professional',
    price: 'Price on demand',
    description: 'A production partner for launches, onboarding and ads, scoped to your roadmap.',
    features: ['Unlimited revisions', '4K', 'Priority support', 'Delivery in 3-5 days', 'Script writing included'],
    popular: true,
    cta: 'Get a Custom Quote',
  },
];

export const pricingFaq: FaqItem[] = [
  {
    question: 'In which format do you deliver the videos?',
    answer:
      'Every video is delivered as an MP4 file, ready for your website, product tour, YouTube and social channels. Professional clients can also get MOV and AVI exports for their own editing suites.',
  },
  {
    question: 'How long does a video take?',
    answer:
      'Starter videos are delivered in 7-10 days and Professional videos in 3-5 days. From the discovery call to launch, the whole process takes 14 days.',
  },
  {
    question: 'What does "Price on demand" mean?',
    answer:
      'Professional is scoped to your project: how many videos, how long, and whether we hire actors or guide you through recording yourself. After a free 15-minute discovery call you get a fixed quote.',
  },
  {
    question: 'How many revisions are included?',
    answer: 'Starter includes 2 revisions. Professional includes unlimited revisions until the cut is right.',
  },
  {
    question: 'What if the video does not perform?',
    answer: `Our ${claims.guaranteeDays}-day performance guarantee: we agree on one metric before we start, and iterate for free until it improves.`,
  },
  {
    question: 'How is the ROI estimate calculated?',
    answer:
      'Total return is the customers the video brings in over your time horizon times their lifetime value. Additional revenue is the share of those customers that the conversion lift adds. Break-even is your investment divided by one month of video-driven revenue.',
  },
];
