// What a Sanity webhook delivery may say: the zod schema of the events the site acts on.
import { z } from '@/lib/zod';

const segment = z.string().trim().min(1).max(200);
const addressed = { _id: segment, slug: segment.nullish(), previousSlug: segment.nullish() };

/** A slug that is not text is no event: the pages keep their last good versions. */
export const contentEventSchema = z.discriminatedUnion('_type', [
  z.object({ _type: z.literal('post'), ...addressed }),
  z.object({ _type: z.literal('caseStudy'), ...addressed }),
  z.object({ _type: z.literal('jobOpening'), _id: segment }),
  z.object({ _type: z.literal('category'), ...addressed }),
  z.object({ _type: z.literal('landingPage'), ...addressed }),
  z.object({ _type: z.literal('siteSettings'), _id: segment }),
  z.object({ _type: z.literal('navigation'), _id: segment }),
  z.object({ _type: z.literal('pricingPage'), _id: segment }),
  z.object({ _type: z.literal('specialOffer'), _id: segment }),
  z.object({ _type: z.literal('testimonial'), _id: segment }),
  z.object({ _type: z.literal('clientLogos'), _id: segment }),
  z.object({ _type: z.literal('shortsPage'), _id: segment }),
  z.object({ _type: z.literal('productDemoVideosPage'), _id: segment }),
  z.object({ _type: z.literal('videoProductionPage'), _id: segment }),
  z.object({ _type: z.literal('aboutPage'), _id: segment }),
  z.object({ _type: z.literal('careerPage'), _id: segment }),
  z.object({ _type: z.literal('caseStudiesPage'), _id: segment }),
  z.object({ _type: z.literal('homePage'), _id: segment }),
  z.object({ _type: z.literal('blogPage'), _id: segment }),
  z.object({ _type: z.literal('scriptGeneratorPage'), _id: segment }),
  z.object({ _type: z.literal('youtubeScriptGeneratorPage'), _id: segment }),
  z.object({ _type: z.literal('youtubeStrategyPage'), _id: segment }),
  z.object({ _type: z.literal('redirect'), _id: segment }),
  z.object({ _type: z.literal('hostedVideo'), _id: segment }),
]);

export type ContentEvent = z.output<typeof contentEventSchema>;
