// zod schemas for a landing page, in the shapes its sections render (each section's parser is in its folder,
// components/landing/sections/<section>/parse.ts); the Studio requires the same (lib/landing/limits.ts). A page
// is parsed whole: one section that fails fails the page, and its last good version stays (a campaign with a hole
// in it is worse than yesterday's page).
import { callToActionSectionSchema } from '@/components/landing/sections/call-to-action/parse';
import { faqSectionSchema } from '@/components/landing/sections/faq/parse';
import { heroSectionSchema } from '@/components/landing/sections/hero/parse';
import { logosSectionSchema } from '@/components/landing/sections/logos/parse';
import { processSectionSchema } from '@/components/landing/sections/process/parse';
import { servicesSectionSchema } from '@/components/landing/sections/services/parse';
import { statsSectionSchema } from '@/components/landing/sections/stats/parse';
import { testimonialsSectionSchema } from '@/components/landing/sections/testimonials/parse';
import { videoShowcaseSectionSchema } from '@/components/landing/sections/video-showcase/parse';
import { lookupSchema } from '@/lib/content/lookup';
import { boundedText, clean, text } from '@/lib/content/text';
import { landingLimits as limits, landingSlugProblem, sectionsProblem } from '@/lib/landing/limits';
import { pageSeoSchema } from '@/lib/marketing/schemas';
import { z } from '@/lib/zod';

export const landingSlug = clean(z.string()).check((ctx) => {
  const problem = landingSlugProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', input: ctx.value, message: problem });
});

/** Each section by its parser (components/landing/sections/<section>/parse.ts), in the Studio's order. */
export const landingSectionSchema = z.discriminatedUnion('_type', [
  heroSectionSchema,
  videoShowcaseSectionSchema,
  servicesSectionSchema,
  testimonialsSectionSchema,
  processSectionSchema,
  statsSectionSchema,
  faqSectionSchema,
  logosSectionSchema,
  callToActionSectionSchema,
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
