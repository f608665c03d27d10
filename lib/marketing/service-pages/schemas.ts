// zod schemas for the service pages' documents, in the shapes the pages render; the Studio requires the same
// (lib/marketing/service-pages/limits.ts). Icons, layout and section order stay in the page components.
import { closingCtaSchema, mediaIdSchema, orUndefined, runningTimeSchema } from '@/lib/content/shapes';
import { boundedText, clean, optionalText } from '@/lib/content/text';
import { servicePageLimits as limits } from '@/lib/marketing/service-pages/limits';
import { pageSeoSchema } from '@/lib/marketing/schemas';
import { videoCardSchema } from '@/lib/content/derive';
import { z } from '@/lib/zod';

/** An array item's key becomes its id, which names its heading's id attribute: only the characters an id keeps. */
const key = clean(z.string().min(1));
const withId = <Item extends { _key: string }>({ _key, ...item }: Item) => ({
  id: _key.replace(/[^\w-]/g, '-'),
  ...item,
});

const stats = z
  .array(z.object({ value: boundedText(limits.statValueMax), label: boundedText(limits.statLabelMax) }))
  .min(limits.statsMin)
  .max(limits.statsMax);

const card = z.object({ title: boundedText(limits.cardTitleMax), text: boundedText(limits.cardTextMax) });
const cards = z.array(card).min(limits.cardsMin).max(limits.cardsMax);

/** A section's heading and optional lead; its items are the section's own. */
const heading = { title: boundedText(limits.sectionTitleMax), lead: optionalText(limits.sectionLeadMax) };

const step = z.object({
  title: boundedText(limits.cardTitleMax),
  timeline: optionalText(limits.timelineMax).transform(orUndefined),
  text: boundedText(limits.cardTextMax),
});
const steps = z.array(step).min(limits.stepsMin).max(limits.stepsMax);

const videoSample = z.object({ _key: key, ...videoCardSchema.shape }).transform(withId);
const videoSamples = z.array(videoSample).min(limits.samplesMin).max(limits.samplesMax);
export type VideoSample = z.output<typeof videoSample>;

const hero = {
  _id: z.string(),
  seo: pageSeoSchema,
  badge: boundedText(limits.badgeMax),
  title: boundedText(limits.titleMax),
};

const shortSample = z
  .object({
    _key: key,
    title: boundedText(limits.shortTitleMax),
    company: boundedText(limits.companyMax),
    duration: runningTimeSchema,
    mediaId: mediaIdSchema,
  })
  .transform(withId);
export type ShortSample = z.output<typeof shortSample>;

const platform = z.object({ name: boundedText(limits.cardTitleMax), text: boundedText(limits.cardTextMax) });

export const shortsPageSchema = z.object({
  ...hero,
  lead: boundedText(limits.leadMax),
  stats,
  samples: z.object({
    ...heading,
    badge: boundedText(limits.sampleBadgeMax),
    items: z.array(shortSample).min(limits.samplesMin).max(limits.samplesMax),
  }),
  why: z.object({ ...heading, items: cards }),
  practices: z.object({ ...heading, items: cards }),
  platforms: z.object({ ...heading, items: z.array(platform).min(limits.cardsMin).max(limits.cardsMax) }),
  cta: closingCtaSchema,
});
export type ShortsPageDoc = z.output<typeof shortsPageSchema>;

const productionMode = z.object({
  title: boundedText(limits.cardTitleMax),
  text: boundedText(limits.cardTextMax),
  points: z.array(boundedText(limits.pointMax)).min(limits.pointsMin).max(limits.pointsMax),
});

export const productDemoVideosPageSchema = z.object({
  ...hero,
  lead: boundedText(limits.leadMax),
  stats,
  included: z.object({ ...heading, items: cards }),
  modes: z.object({ ...heading, items: z.array(productionMode).min(limits.modesMin).max(limits.modesMax) }),
  process: z.object({ ...heading, items: steps }),
  samples: z.object({ ...heading, items: videoSamples }),
  /** The card that links to /pricing. */
  pricing: z.object({
    title: boundedText(limits.sectionTitleMax),
    text: boundedText(limits.sectionLeadMax),
    label: boundedText(limits.pricingLabelMax),
  }),
  cta: closingCtaSchema,
});
export type ProductDemoVideosPageDoc = z.output<typeof productDemoVideosPageSchema>;

export const videoProductionPageSchema = z.object({
  ...hero,
  /** The hero's paragraphs: the first is set larger. */
  intro: z.array(boundedText(limits.paragraphMax)).min(limits.introMin).max(limits.introMax),
  showcase: z.object({ ...heading, items: videoSamples }),
  different: z.object({ ...heading, items: cards }),
  steps: z.object({ ...heading, items: steps }),
  cta: closingCtaSchema,
});
export type VideoProductionPageDoc = z.output<typeof videoProductionPageSchema>;
