// zod schemas for the about and career page documents, in the shapes their sections render; the Studio requires
// the same (./limits.ts). Structure (section order, icons, e-mail addresses) stays in code.
import { stegaClean } from 'next-sanity';
import { initials } from '@/lib/blog/format';
import { aboutLimits as about, careerLimits as career } from '@/lib/marketing/about-career/limits';
import { pageSeoSchema } from '@/lib/marketing/schemas';
import { closingCtaSchema, webAddressSchema } from '@/lib/content/shapes';
import { boundedText, optionalText, text } from '@/lib/content/text';
import { documentParser } from '@/lib/content/derive';
import { faqListSchema } from '@/lib/content/derive';
import { z } from '@/lib/zod';
import { careerPage } from '@/sanity/schema-types/career-page';

const card = (titleMax: number, textMax: number) =>
  z.object({ title: boundedText(titleMax), text: boundedText(textMax) });

/** A founder's photo; the query counts one without a file as none. The hotspot is where the round crop centres.
 * The url is the CDN's, or a file of public/ in the embedded dataset. */
const photo = z
  .object({
    url: text,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: boundedText(about.photoAltMax),
    hotspot: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).nullish(),
  })
  .nullish()
  .transform((value) =>
    value
      ? {
          url: value.url,
          width: value.width,
          height: value.height,
          alt: value.alt,
          position: value.hotspot ? `${value.hotspot.x * 100}% ${value.hotspot.y * 100}%` : null,
        }
      : null,
  );

const founder = z
  .object({
    name: boundedText(about.founderNameMax),
    role: boundedText(about.founderRoleMax),
    bio: boundedText(about.founderBioMax),
    profileUrl: webAddressSchema,
    profileLabel: boundedText(about.profileLabelMax),
    photo,
  })
  // Shown while there is no photo, and the card's heading id: never the preview's invisible marks.
  .transform((doc) => ({ ...doc, initials: initials(stegaClean(doc.name)) }));
export type Founder = z.output<typeof founder>;

export const aboutPageSchema = z.object({
  _id: z.string(),
  seo: pageSeoSchema,
  badge: boundedText(about.badgeMax),
  title: boundedText(about.titleMax),
  lead: boundedText(about.leadMax),
  story: z.object({
    title: boundedText(about.sectionTitleMax),
    paragraphs: z.array(boundedText(about.paragraphMax)).min(about.paragraphsMin).max(about.paragraphsMax),
  }),
  mission: z.object({ title: boundedText(about.sectionTitleMax), text: boundedText(about.missionMax) }),
  foundersTitle: boundedText(about.sectionTitleMax),
  foundersLead: boundedText(about.sectionLeadMax),
  founders: z.array(founder).min(about.foundersMin).max(about.foundersMax),
  valuesTitle: boundedText(about.sectionTitleMax),
  values: z.array(card(about.cardTitleMax, about.cardTextMax)).min(about.valuesMin).max(about.valuesMax),
  whyChoose: z.object({
    title: boundedText(about.sectionTitleMax),
    specialisation: card(about.sectionTitleMax, about.specialisationTextMax),
    guarantees: z
      .array(
        z.object({
          value: boundedText(about.guaranteeValueMax),
          title: boundedText(about.cardTitleMax),
          text: boundedText(about.guaranteeTextMax),
        }),
      )
      .min(about.guaranteesMin)
      .max(about.guaranteesMax),
  }),
  faqTitle: boundedText(about.sectionTitleMax),
  faq: faqListSchema,
  cta: closingCtaSchema,
});
export type AboutPage = z.output<typeof aboutPageSchema>;

export const careerPageSchema = documentParser(careerPage);
export type CareerPage = z.output<typeof careerPageSchema>;
