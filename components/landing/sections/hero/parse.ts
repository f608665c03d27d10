// The hero as the site reads it: an optional eyebrow, the page's heading, its lead and the button's label.
import { sectionLimits } from '@/components/landing/sections/limits';
import { heroLimits } from '@/components/landing/sections/hero/limits';
import { sectionKey } from '@/components/landing/sections/parse';
import { boundedText, optionalText } from '@/lib/content/text';
import { z } from '@/lib/zod';

export const heroSectionSchema = z.object({
  _type: z.literal('heroSection'),
  _key: sectionKey,
  eyebrow: optionalText(heroLimits.eyebrowMax),
  title: boundedText(sectionLimits.headingMax),
  lead: boundedText(sectionLimits.leadMax),
  buttonLabel: boundedText(sectionLimits.buttonMax),
});
