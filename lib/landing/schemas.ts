// zod schemas for a landing page, in the shapes its sections render: each section's fields and the page's title and
// SEO are derived from their Studio definitions (components/landing/sections/<section>/schema.ts,
// sanity/schema-types/landing-page.ts); the address, the sections' kinds, count and order, and the page's own
// booking link and campaign tag, and a testimonials section's chosen testimonials follow the rules the Studio applies
// too (lib/landing/limits.ts); its go-live time is a date. A page is parsed whole: one section that fails fails the page, and its
// last good version stays (a campaign with a hole in it is worse than yesterday's page).
import { callToActionSection } from '@/components/landing/sections/call-to-action/schema';
import { faqSection } from '@/components/landing/sections/faq/schema';
import { heroSectionSchema } from '@/components/landing/sections/hero/parser';
import { logosSection } from '@/components/landing/sections/logos/schema';
import { pricingSection } from '@/components/landing/sections/pricing/schema';
import { processSection } from '@/components/landing/sections/process/schema';
import { servicesSection } from '@/components/landing/sections/services/schema';
import { statsSection } from '@/components/landing/sections/stats/schema';
import { testimonialsSection } from '@/components/landing/sections/testimonials/schema';
import { videoShowcaseSection } from '@/components/landing/sections/video-showcase/schema';
import { derive } from '@/lib/content/derive';
import { lookupSchema } from '@/lib/content/lookup';
import { clean, text } from '@/lib/content/text';
import {
  chosenTestimonialsProblem,
  landingBookingUrlProblem,
  landingCampaignProblem,
  landingLimits as limits,
  landingSlugProblem,
  sectionsProblem,
  type LandingSectionType,
} from '@/lib/landing/limits';
import { z } from '@/lib/zod';
import { landingPage } from '@/sanity/schema-types/landing-page';

/** A check by a rule of lib/landing/limits.ts, with its message. */
const byRule =
  <T>(problemOf: (value: T) => string | null) =>
  (ctx: z.core.ParsePayload<T>) => {
    const problem = problemOf(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', input: ctx.value, message: problem });
  };

export const landingSlug = clean(z.string()).check(byRule(landingSlugProblem));

/** An optional text by a rule of lib/landing/limits.ts; empty is null. */
const optionalBy = (problemOf: (value: unknown) => string | null) =>
  clean(
    z
      .string()
      .nullish()
      .check(byRule(problemOf))
      .transform((value) => value || null),
  );

/** The page's own booking link (https), or null: its booking buttons open the settings' booking page. */
export const landingBookingUrl = optionalBy(landingBookingUrlProblem);
/** The page's own UTM campaign tag, or null: its booking buttons name the page's address. */
export const landingCampaign = optionalBy(landingCampaignProblem);

/** The ids of the testimonials a section shows, in its order, each once; none (empty) shows them all. */
export const chosenTestimonials = z
  .array(z.string())
  .nullish()
  .transform((ids) => ids ?? [])
  .check(byRule(chosenTestimonialsProblem));

/** When the page goes live (lib/landing/schedule.ts), or null: live from publishing. */
export const landingLiveFrom = clean(z.iso.datetime({ offset: true }))
  .nullish()
  .transform((value) => value ?? null);

/** A section: its kind and its key in the list, which the Studio's definition leaves unsaid, then its fields. */
const section = <T extends LandingSectionType, F extends z.core.$ZodLooseShape>(type: T, fields: z.ZodObject<F>) =>
  z.object({ _type: z.literal(type), _key: z.string().nullish(), ...fields.shape });

/** Each section by its kind, in the Studio's order. */
export const landingSectionSchema = z.discriminatedUnion('_type', [
  section('heroSection', heroSectionSchema),
  section('videoShowcaseSection', derive(videoShowcaseSection)),
  section('servicesSection', derive(servicesSection)),
  section('testimonialsSection', derive(testimonialsSection).extend({ testimonials: chosenTestimonials })),
  section('processSection', derive(processSection)),
  section('statsSection', derive(statsSection)),
  section('pricingSection', derive(pricingSection)),
  section('faqSection', derive(faqSection)),
  section('logosSection', derive(logosSection)),
  section('callToActionSection', derive(callToActionSection)),
]);
export type LandingSection = z.output<typeof landingSectionSchema>;
export type LandingSectionOf<T extends LandingSection['_type']> = Extract<LandingSection, { _type: T }>;

export const landingPageSchema = z
  .object({
    _id: text,
    ...derive(landingPage).shape, // its title and SEO
    slug: landingSlug,
    bookingUrl: landingBookingUrl,
    campaign: landingCampaign,
    liveFrom: landingLiveFrom,
    sections: z
      .array(landingSectionSchema)
      .min(limits.sectionsMin)
      .max(limits.sectionsMax)
      .check(byRule((sections) => sectionsProblem(sections.map((section) => section._type)))),
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
  liveFrom: landingLiveFrom,
});

export const landingPath = (slug: string) => `/${slug}` as const;
