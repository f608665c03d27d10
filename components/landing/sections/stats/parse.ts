// The stats section as the site reads it: an optional label above the heading, a heading, an optional lead and three or four figures.
import { sectionLimits } from '@/components/landing/sections/limits';
import { sectionKey } from '@/components/landing/sections/parse';
import { statsLimits as limits } from '@/components/landing/sections/stats/limits';
import { boundedText, optionalText } from '@/lib/content/text';
import { z } from '@/lib/zod';

export const statsSectionSchema = z.object({
  _type: z.literal('statsSection'),
  _key: sectionKey,
  eyebrow: optionalText(limits.eyebrowMax),
  title: boundedText(sectionLimits.headingMax),
  lead: optionalText(sectionLimits.leadMax),
  items: z
    .array(z.object({ value: boundedText(limits.statValueMax), label: boundedText(limits.statLabelMax) }))
    .min(limits.statsMin)
    .max(limits.statsMax),
});
