// The site's parsers for the shapes several documents share, each written once with the limits the Studio applies
// (lib/content/shape-limits.ts, sanity/fields/shapes.ts): a media id, a running time, an http(s) address, a FAQ,
// the closing call to action and a video card.
import { mediaIdMessage, mediaIdPattern, videoDurationPattern, webSchemePattern } from '@/lib/content/rules';
import { closingCtaLimits, faqLimits, videoCardLimits } from '@/lib/content/shape-limits';
import { boundedText, clean, optionalText } from '@/lib/content/text';
import { z } from '@/lib/zod';

export const mediaIdSchema = clean(z.string().trim().regex(mediaIdPattern, mediaIdMessage));
export const runningTimeSchema = clean(
  z.string().trim().regex(videoDurationPattern, 'a running time: m:ss or h:mm:ss'),
);
export const webAddressSchema = clean(z.url({ protocol: webSchemePattern, error: 'an http(s) address' }));

/** An empty optional text as undefined, for a component whose default fills it. */
export const orUndefined = (value: string | null) => value ?? undefined;

export const faqItemSchema = z.object({
  question: boundedText(faqLimits.questionMax),
  answer: boundedText(faqLimits.answerMax),
});
export const faqListSchema = z.array(faqItemSchema).min(faqLimits.min).max(faqLimits.max);

/** The closing call; an empty label or note keeps the booking call's usual words. */
export const closingCtaSchema = z.object({
  title: boundedText(closingCtaLimits.titleMax),
  text: boundedText(closingCtaLimits.textMax),
  label: optionalText(closingCtaLimits.labelMax).transform(orUndefined),
  note: optionalText(closingCtaLimits.noteMax).transform(orUndefined),
});

export const videoCardSchema = z.object({
  title: boundedText(videoCardLimits.titleMax),
  subtitle: boundedText(videoCardLimits.subtitleMax),
  mediaId: mediaIdSchema,
});
