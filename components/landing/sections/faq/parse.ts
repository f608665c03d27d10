// The FAQ as the site reads it: a heading, an optional lead and the shared list of questions.
import { sectionLimits } from '@/components/landing/sections/limits';
import { sectionKey } from '@/components/landing/sections/parse';
import { boundedText, optionalText } from '@/lib/content/text';
import { faqListSchema } from '@/lib/content/derive';
import { z } from '@/lib/zod';

export const faqSectionSchema = z.object({
  _type: z.literal('faqSection'),
  _key: sectionKey,
  title: boundedText(sectionLimits.headingMax),
  lead: optionalText(sectionLimits.leadMax),
  items: faqListSchema,
});
