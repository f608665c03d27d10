// zod schemas for a landing page, in the shapes its sections render; the Studio requires the same
// (lib/landing/limits.ts). A page is parsed whole: one section that fails fails the page, and its last good
// version stays (a campaign with a hole in it is worse than yesterday's page).
import { mediaIdMessage, mediaIdPattern } from '@/lib/content/media-id';
import { lookupSchema } from '@/lib/content/lookup';
import { boundedText, clean, optionalText, text } from '@/lib/content/text';
import { landingLimits as limits, landingSlugProblem, sectionsProblem } from '@/lib/landing/limits';
import { pageSeoSchema } from '@/lib/marketing/schemas';
import { z } from '@/lib/zod';

const mediaId = clean(z.string().trim().regex(mediaIdPattern, mediaIdMessage));
const key = z.string().nullish();

export const landingSlug = clean(z.string()).check((ctx) => {
  const problem = landingSlugProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', input: ctx.value, message: problem });
});

const heroSection = z.object({
  _type: z.literal('heroSection'),
  _key: key,
  eyebrow: optionalText(limits.eyebrowMax),
  title: boundedText(limits.headingMax),
  lead: boundedText(limits.leadMax),
  buttonLabel: boundedText(limits.buttonMax),
});

const videoShowcaseSection = z.object({
  _type: z.literal('videoShowcaseSection'),
  _key: key,
  title: boundedText(limits.headingMax),
  lead: optionalText(limits.leadMax),
  videos: z
    .array(
      z.object({
        mediaId,
        title: boundedText(limits.videoTitleMax),
        subtitle: boundedText(limits.videoSubtitleMax),
      }),
    )
    .min(limits.videosMin)
    .max(limits.videosMax),
});

const statsSection = z.object({
  _type: z.literal('statsSection'),
  _key: key,
  title: boundedText(limits.headingMax),
  lead: optionalText(limits.leadMax),
  items: z
    .array(z.object({ value: boundedText(limits.statValueMax), label: boundedText(limits.statLabelMax) }))
    .min(limits.statsMin)
    .max(limits.statsMax),
});

const faqSection = z.object({
  _type: z.literal('faqSection'),
  _key: key,
  title: boundedText(limits.headingMax),
  lead: optionalText(limits.leadMax),
  items: z
    .array(z.object({ question: boundedText(limits.questionMax), answer: boundedText(limits.answerMax) }))
    .min(limits.faqMin)
    .max(limits.faqMax),
});

const callToActionSection = z.object({
  _type: z.literal('callToActionSection'),
  _key: key,
  title: boundedText(limits.headingMax),
  text: boundedText(limits.ctaTextMax),
  buttonLabel: boundedText(limits.buttonMax),
});

/** One of the site's own sections (services, testimonials, process, logos), with a heading and lead of the page's
 * own in place of the section's usual ones when set. */
const siteSection = <T extends string>(type: T) =>
  z.object({
    _type: z.literal(type),
    _key: key,
    heading: optionalText(limits.headingMax),
    lead: optionalText(limits.leadMax),
  });

export const landingSectionSchema = z.discriminatedUnion('_type', [
  heroSection,
  videoShowcaseSection,
  siteSection('servicesSection'),
  siteSection('testimonialsSection'),
  siteSection('processSection'),
  statsSection,
  faqSection,
  siteSection('logosSection'),
  callToActionSection,
]);
export type LandingSection = z.output<typeof landingSectionSchema>;
export type LandingSectionOf<T extends LandingSection['_type']> = Extract<LandingSection, { _type: T }>;

export const landingPageSchema = z
  .object({
    _id: text,
    title: boundedText(limits.titleMax),
    slug: landingSlug,
    seo: pageSeoSchema,
    sections: z
      .array(landingSectionSchema)
      .min(limits.sectionsMin)
      .max(limits.sectionsMax)
      .check((ctx) => {
        const problem = sectionsProblem(ctx.value.map((section) => section._type));
        if (problem) ctx.issues.push({ code: 'custom', input: ctx.value, message: problem });
      }),
  })
  .transform(({ _id, sections, ...page }) => ({
    id: _id,
    ...page,
    // The order rule above puts the hero first.
    hero: sections[0] as LandingSectionOf<'heroSection'>,
    sections,
  }));
export type LandingPage = z.output<typeof landingPageSchema>;

export const landingPageLookupSchema = lookupSchema(landingPageSchema, 'landing pages');

/** A page's entry in the sitemap and the build's list of pages; one with an address it cannot have is left out. */
export const landingIndexEntrySchema = z.object({
  slug: landingSlug,
  noIndex: z.boolean().nullish().transform(Boolean),
  _updatedAt: z.iso.datetime({ offset: true }).nullish(),
});
export type LandingIndexEntry = z.output<typeof landingIndexEntrySchema>;

export const landingPath = (slug: string) => `/${slug}` as const;
