// The video showcase as the site reads it: a heading, an optional lead and one to six video cards.
import { sectionLimits } from '@/components/landing/sections/limits';
import { sectionKey } from '@/components/landing/sections/parse';
import { videoShowcaseLimits } from '@/components/landing/sections/video-showcase/limits';
import { boundedText, optionalText } from '@/lib/content/text';
import { videoCardSchema } from '@/lib/content/derive';
import { z } from '@/lib/zod';

export const videoShowcaseSectionSchema = z.object({
  _type: z.literal('videoShowcaseSection'),
  _key: sectionKey,
  title: boundedText(sectionLimits.headingMax),
  lead: optionalText(sectionLimits.leadMax),
  videos: z.array(videoCardSchema).min(videoShowcaseLimits.videosMin).max(videoShowcaseLimits.videosMax),
});
