// The pricing page's code-side words: its SEO defaults and the ROI calculator's labels and result wording
// (the calculator is a tool, like the generators' forms). The hero, the words around the calculator (its title,
// lead and disclaimer), the plans, the FAQ and the closing call are the marketers' pricing document (the Studio's Pricing; content/dataset.ndjson without a Sanity project).
// Numbers the calculator starts from live in lib/roi/formulas.ts.
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

/** The defaults for the pricing document's SEO fields left empty. They name no plan and no price: those are the
 * document's, which a marketer changes. */
export const pricingSeo = {
  title: 'Pricing & ROI Calculator',
  description:
    'Video production pricing for SaaS: compare the plans, then estimate the return of a product video with the ROI calculator.',
  keywords: [
    'video production pricing',
    'product demo video cost',
    'SaaS video ROI',
    'ROI calculator',
    'explainer video price',
  ],
  path: '/pricing',
} satisfies PageSeo;

/** Where the notice sends a visitor when the pricing document cannot be read and no earlier page exists. */
export const pricingUnavailableBack = { label: 'Return to Home', href: '/' } satisfies NavLink;

export const roiCalculatorCopy = {
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
