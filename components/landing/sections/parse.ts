// What the landing sections' parsers (each folder's parse.ts) share: a section's key in the list, and the site's
// own sections (services, testimonials, process, logos), which take a heading and lead of the page's in place of
// the section's usual ones when set. The Studio requires the same (./schema.ts).
import { optionalText } from '@/lib/content/text';
import { z } from '@/lib/zod';
import { sectionLimits as limits } from '@/components/landing/sections/limits';

export const sectionKey = z.string().nullish();

/** One of the site's own sections, with a heading and lead of the page's own when set. */
export const siteSectionSchema = <T extends string>(type: T) =>
  z.object({
    _type: z.literal(type),
    _key: sectionKey,
    heading: optionalText(limits.headingMax),
    lead: optionalText(limits.leadMax),
  });
