// A call to action as the site reads it: a heading, a paragraph and the button's label.
import { callToActionLimits } from '@/components/landing/sections/call-to-action/limits';
import { sectionLimits } from '@/components/landing/sections/limits';
import { sectionKey } from '@/components/landing/sections/parse';
import { boundedText } from '@/lib/content/text';
import { z } from '@/lib/zod';

export const callToActionSectionSchema = z.object({
  _type: z.literal('callToActionSection'),
  _key: sectionKey,
  title: boundedText(sectionLimits.headingMax),
  text: boundedText(callToActionLimits.ctaTextMax),
  buttonLabel: boundedText(sectionLimits.buttonMax),
});
