// zod schema for the home page's document, in the shapes its sections render; the Studio requires the same
// (lib/marketing/home/limits.ts). Anchors, icons, colours, the tool previews' drawings and the sections' order stay
// in the components: the document names an icon, a colour or a drawing from the code's lists.
import { mediaIdSchema as mediaId } from '@/lib/content/shapes';
import { boundedText, clean, optionalText } from '@/lib/content/text';
import {
  homePageLimits as limits,
  painPointIcons,
  serviceBadgeColours,
  serviceIcons,
  stepColours,
  stepIcons,
  toolKinds,
} from '@/lib/marketing/home/limits';
import { pageSeoSchema } from '@/lib/marketing/schemas';
import { z } from '@/lib/zod';

const absent = (value: string | null) => value ?? undefined;
/** One of the code's options, without the preview's invisible marks. */
const option = <const T extends readonly [string, ...string[]]>(values: T) => clean(z.enum(values));

/** A section's heading: an optional small label above its title, its title, an optional line under it. */
const heading = {
  eyebrow: optionalText(limits.eyebrowMax).transform(absent),
  title: boundedText(limits.sectionTitleMax),
  lead: optionalText(limits.sectionLeadMax).transform(absent),
};

const stat = z.object({ value: boundedText(limits.statValueMax), label: boundedText(limits.statLabelMax) });

const hero = z.object({
  eyebrow: boundedText(limits.eyebrowMax),
  title: boundedText(limits.heroTitleMax),
  lead: boundedText(limits.heroLeadMax),
  guarantee: z.object({ label: boundedText(limits.guaranteeLabelMax), text: boundedText(limits.guaranteeTextMax) }),
  ctaLabel: boundedText(limits.ctaLabelMax),
  ctaNote: boundedText(limits.ctaNoteMax),
  /** The link to the How It Works section (its address is the page's own anchor). */
  secondaryLabel: boundedText(limits.linkLabelMax),
  videoTitle: boundedText(limits.videoTitleMax),
  facts: z.array(stat).min(limits.factsMin).max(limits.factsMax),
  /** The title of the client logos' strip at the hero's foot. */
  trustedByTitle: boundedText(limits.stripTitleMax),
});
export type HomeHero = z.output<typeof hero>;

const painPoint = z.object({
  icon: option(painPointIcons),
  stat: boundedText(limits.statValueMax),
  title: boundedText(limits.cardTitleMax),
  text: boundedText(limits.cardTextMax),
});
const painPoints = z.object({
  ...heading,
  items: z.array(painPoint).min(limits.painPointsMin).max(limits.painPointsMax),
});
export type HomePainPoints = z.output<typeof painPoints>;

const solution = z.object({
  ...heading,
  stats: z.array(stat).min(limits.statsMin).max(limits.statsMax),
  points: z.array(boundedText(limits.pointMax)).min(limits.pointsMin).max(limits.pointsMax),
});
export type HomeSolution = z.output<typeof solution>;

const service = z.object({
  name: boundedText(limits.serviceNameMax),
  description: boundedText(limits.serviceDescriptionMax),
  icon: option(serviceIcons),
  features: z.array(boundedText(limits.featureMax)).min(limits.featuresMin).max(limits.featuresMax),
  badge: boundedText(limits.badgeMax),
  badgeColour: option(serviceBadgeColours),
  /** A sample video the card opens, when the service has one. */
  demo: z
    .object({ mediaId, title: boundedText(limits.videoTitleMax) })
    .nullish()
    .transform((demo) => demo ?? undefined),
});
export type HomeService = z.output<typeof service>;

const services = z.object({
  ...heading,
  /** The card's button that opens its sample video. */
  watchLabel: boundedText(limits.ctaLabelMax),
  items: z.array(service).min(limits.servicesMin).max(limits.servicesMax),
});
export type HomeServices = z.output<typeof services>;

/** The testimonials section's heading; the testimonials are documents of their own. */
const testimonials = z.object(heading);
export type HomeTestimonials = z.output<typeof testimonials>;

const step = z.object({
  icon: option(stepIcons),
  title: boundedText(limits.cardTitleMax),
  timeline: boundedText(limits.timelineMax),
  description: boundedText(limits.cardTextMax),
  /** The line under a check at the card's foot. */
  proof: boundedText(limits.proofMax),
  colour: option(stepColours),
});
const howItWorks = z.object({ ...heading, steps: z.array(step).min(limits.stepsMin).max(limits.stepsMax) });
export type HomeHowItWorks = z.output<typeof howItWorks>;

const tool = z.object({
  kind: option(toolKinds),
  tool: boundedText(limits.toolNameMax),
  title: boundedText(limits.cardTitleMax),
  text: boundedText(limits.cardTextMax),
});
const seamless = z.object({
  ...heading,
  tools: z.array(tool).min(limits.toolsMin).max(limits.toolsMax),
  /** The closing band: a paragraph, then the booking button. */
  ctaLabel: boundedText(limits.ctaLabelMax),
  ctaLead: boundedText(limits.ctaLeadMax),
});
export type HomeSeamless = z.output<typeof seamless>;

export const homePageSchema = z.object({
  _id: z.string(),
  seo: pageSeoSchema,
  hero,
  painPoints,
  solution,
  services,
  testimonials,
  howItWorks,
  seamless,
});
export type HomePageDoc = z.output<typeof homePageSchema>;
