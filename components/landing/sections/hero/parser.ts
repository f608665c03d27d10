// The hero's parser: the text fields derived from its Studio definition (./schema.ts), by hand its optional video
// (a media id and its play button's label) and image (its file and alt text).
import { derive } from '@/lib/content/derive';
import { mediaIdSchema } from '@/lib/content/shapes';
import { clean, optionalText, text } from '@/lib/content/text';
import { z } from '@/lib/zod';
import { posterSrc } from '@/lib/video/schemas';
import { heroImageAlt, heroSection } from './schema';

export const heroSectionSchema = derive(heroSection).extend({
  mediaId: mediaIdSchema.nullish().transform((value) => value ?? null),
  videoTitle: optionalText(80),
  image: z
    .object({ url: clean(text), alt: derive(heroImageAlt) })
    .nullish()
    .transform((value) => (value ? { src: posterSrc(value.url), alt: value.alt } : null)),
});
