// The site's parsers for the shapes several documents share, each written once with the limits the Studio applies
// (lib/content/shape-limits.ts, sanity/fields/shapes.ts): a media id, a running time, an http(s) address, a FAQ,
// the closing call to action and a video card.
import { mediaIdMessage, mediaIdPattern, videoDurationPattern, webSchemePattern } from '@/lib/content/rules';
import { closingCtaLimits } from '@/lib/content/shape-limits';
import { boundedText, clean, optionalText } from '@/lib/content/text';
import { seoLimits } from '@/lib/marketing/limits';
import { z } from '@/lib/zod';

export const mediaIdSchema = clean(z.string().trim().regex(mediaIdPattern, mediaIdMessage));
export const runningTimeSchema = clean(
  z.string().trim().regex(videoDurationPattern, 'a running time: m:ss or h:mm:ss'),
);
export const webAddressSchema = clean(z.url({ protocol: webSchemePattern, error: 'an http(s) address' }));

/** An empty optional text as undefined, for a component whose default fills it. */
export const orUndefined = (value: string | null) => value ?? undefined;

/** The closing call; an empty label or note keeps the booking call's usual words. */
export const closingCtaSchema = z.object({
  title: boundedText(closingCtaLimits.titleMax),
  text: boundedText(closingCtaLimits.textMax),
  label: optionalText(closingCtaLimits.labelMax).transform(orUndefined),
  note: optionalText(closingCtaLimits.noteMax).transform(orUndefined),
});

/** A page's own SEO; every field may be empty, and the page's defaults fill what is. */
export const pageSeoSchema = z
  .object({
    title: optionalText(seoLimits.titleMax),
    description: optionalText(seoLimits.descriptionMax),
    noIndex: z.boolean().nullish(),
    image: z
      .object({
        url: z.url(),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        alt: boundedText(seoLimits.imageAltMax),
      })
      .nullish(),
  })
  .nullish()
  .transform((seo) => ({
    title: seo?.title ?? null,
    description: seo?.description ?? null,
    noIndex: seo?.noIndex ?? false,
    image: seo?.image ?? null,
  }));
export type PageSeoFields = z.output<typeof pageSeoSchema>;
