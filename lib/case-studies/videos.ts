// The videos a case study's page shows (the testimonial in its hero, the before/after clips, the GIF clip), looked up
// in the video library (lib/video/library.ts): a clip with a video document plays behind its poster and gets its
// VideoObject; the testimonial keeps the study's own details when it has them, the library filling the rest.
import { panelKeys } from '@/lib/case-studies/limits';
import type { CaseStudy } from '@/lib/case-studies/schemas';
import type { VideoPoster } from '@/content/video';
import { ownVideoObject, siteVideoObjects } from '@/lib/video-object';
import { findVideo, postersFor, type VideoLibrary } from '@/lib/video/library';

/** The clips below the hero, in page order: each tab's before and after, then the GIF. */
export const caseStudyClipIds = (study: CaseStudy): string[] => [
  ...panelKeys.flatMap((key) => [study.beforeAfterVideos[key].before, study.beforeAfterVideos[key].after]),
  study.gif.id,
];

/** The posters of the page's videos, for VideoPosters: the clips' (a clip without a document is logged, as it gets no
 * VideoObject either) and the testimonial's (unlogged: the study's own details give it one). */
export function caseStudyPosters(study: CaseStudy, library: VideoLibrary): Record<string, VideoPoster> {
  const testimonialPoster = findVideo(library, study.mainTestimonialVideo)?.poster;
  return {
    ...postersFor(library, caseStudyClipIds(study)),
    ...(testimonialPoster ? { [study.mainTestimonialVideo]: testimonialPoster } : {}),
  };
}

/** The page's VideoObjects, each video once: the testimonial's from the study's details (its name is the study's, its
 * description the summary) with the library filling what they leave empty, the clips' from their video documents. */
export function caseStudyVideoObjects(study: CaseStudy, library: VideoLibrary) {
  const testimonialId = study.mainTestimonialVideo;
  const testimonial = ownVideoObject(testimonialId, study.mainTestimonialVideoDetails ?? {}, library);
  const clips = siteVideoObjects(
    caseStudyClipIds(study).filter((mediaId) => mediaId !== testimonialId),
    library,
  );
  return [...(testimonial ? [{ mediaId: testimonialId, jsonLd: testimonial }] : []), ...clips];
}
