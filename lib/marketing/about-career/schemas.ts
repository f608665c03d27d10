// zod schemas for the about and career page documents, in the shapes their sections render, derived from their
// Studio definitions (sanity/schema-types/about-page.ts, career-page.ts); written here only what the Studio cannot
// say: a co-founder's photo and initials. Structure (section order, icons, e-mail addresses) stays in code.
import { stegaClean } from 'next-sanity';
import { initials } from '@/lib/blog/format';
import { derive, documentParser } from '@/lib/content/derive';
import { text } from '@/lib/content/text';
import { z } from '@/lib/zod';
import { siteShape } from '@/sanity/fields/site-shape';
import { aboutPage, founder as founderCard, founderPhotoAlt } from '@/sanity/schema-types/about-page';
import { careerPage } from '@/sanity/schema-types/career-page';

/** A founder's photo; the query counts one without a file as none. The hotspot is where the round crop centres.
 * The url is the CDN's, or a file of public/ in the embedded dataset. */
const photo = z
  .object({
    url: text,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: derive(founderPhotoAlt),
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

const founder = derive(founderCard)
  .extend({ photo })
  // Shown while there is no photo, and the card's heading id: never the preview's invisible marks.
  .transform((doc) => ({ ...doc, initials: initials(stegaClean(doc.name)) }));
export type Founder = z.output<typeof founder>;

/** As many co-founders as the Studio takes. */
const founders = aboutPage[siteShape].fields.founders;

export const aboutPageSchema = documentParser(aboutPage).extend({
  founders: z.array(founder).min(founders.min).max(founders.max),
});
export type AboutPage = z.output<typeof aboutPageSchema>;

export const careerPageSchema = documentParser(careerPage);
export type CareerPage = z.output<typeof careerPageSchema>;
