// A case study's videos and the video library: a clip whose media id has a video document plays behind that
// document's poster and gets its VideoObject; the embedded studies (no clip has a document) keep their title cards
// and their testimonial's VideoObject as it was.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BeforeAfterPanel } from '@/components/case-study/before-after-panel';
import { GifShowcase } from '@/components/case-study/gif-showcase';
import { VideoPosters } from '@/components/video/video-posters';
import { caseStudyPosters, caseStudyVideoObjects } from '@/lib/case-studies/videos';
import { videoObjectJsonLd } from '@/lib/video-object';
import type { VideoLibrary } from '@/lib/video/library';
import type { LibraryVideo } from '@/lib/video/schemas';
import { caseStudiesPage, findCaseStudy } from '../fixtures/embedded-content';
import { datasetLibrary, datasetVideo } from '../fixtures/video-library';

const study = findCaseStudy('tallyflow')!;
const words = caseStudiesPage.study;

/** The dataset's library with a video document for the given media id (the home hero's details, its own title). */
const libraryWith = (...mediaIds: string[]): VideoLibrary =>
  new Map([
    ...datasetLibrary,
    ...mediaIds.map((mediaId): [string, LibraryVideo] => [
      mediaId,
      { ...datasetVideo('k7v2m9x4qa'), _id: `video-${mediaId}`, mediaId, title: `Clip ${mediaId}` },
    ]),
  ]);

const renderClips = (library: VideoLibrary) =>
  renderToStaticMarkup(
    <VideoPosters posters={caseStudyPosters(study, library)}>
      <GifShowcase gif={study.gif} words={words.gif} />
      <BeforeAfterPanel
        kind="before"
        labels={words.beforeAfter}
        topic={words.beforeAfter.tabs.testimonials}
        points={study.beforeAfterNotes.testimonials.before}
        mediaId={study.beforeAfterVideos.testimonials.before}
      />
    </VideoPosters>,
  );

describe('a case study’s clips and the video library', () => {
  it('the embedded study’s clips have no video document: title cards, no image', () => {
    expect(renderClips(datasetLibrary)).not.toContain('<img');
  });

  it('a clip with a video document shows its poster, with its alt text', () => {
    const poster = datasetVideo('k7v2m9x4qa').poster!;
    const gifOnly = renderClips(libraryWith(study.gif.id));
    expect(gifOnly.match(/<img/g)).toHaveLength(1);
    expect(gifOnly).toContain(`src="${poster.src}"`);
    expect(gifOnly).toContain(`alt="${poster.alt}"`);
    expect(
      renderClips(libraryWith(study.gif.id, study.beforeAfterVideos.testimonials.before)).match(/<img/g),
    ).toHaveLength(2);
  });

  it('keeps the embedded study’s VideoObject: its testimonial’s, from the study’s own details', () => {
    expect(caseStudyVideoObjects(study, datasetLibrary)).toEqual([
      { mediaId: study.mainTestimonialVideo, jsonLd: videoObjectJsonLd(study.mainTestimonialVideoDetails!) },
    ]);
  });

  it('a clip with a video document gets its VideoObject, after the testimonial’s', () => {
    const objects = caseStudyVideoObjects(study, libraryWith(study.gif.id));
    expect(objects.map((video) => video.mediaId)).toEqual([study.mainTestimonialVideo, study.gif.id]);
    expect(objects[1]!.jsonLd).toMatchObject({ name: `Clip ${study.gif.id}`, duration: 'PT1M30S' });
  });

  it('the testimonial keeps the study’s details; its document adds the poster, and fills in a study without them', () => {
    const library = libraryWith(study.mainTestimonialVideo);
    const [own] = caseStudyVideoObjects(study, library);
    expect(own!.jsonLd).toMatchObject({
      name: study.mainTestimonialVideoDetails!.name,
      uploadDate: `${study.mainTestimonialVideoDetails!.uploadDate}T00:00:00+00:00`,
      thumbnailUrl: expect.stringMatching(/\/posters\/hero\.webp$/),
    });
    const [filled] = caseStudyVideoObjects({ ...study, mainTestimonialVideoDetails: null }, library);
    expect(filled!.jsonLd).toMatchObject({ name: `Clip ${study.mainTestimonialVideo}`, duration: 'PT1M30S' });
    expect(caseStudyVideoObjects({ ...study, mainTestimonialVideoDetails: null }, datasetLibrary)).toEqual([]);
  });
});

describe('the testimonial’s poster', () => {
  it('comes from its video document, for the hero’s dialog', () => {
    const poster = datasetVideo('k7v2m9x4qa').poster!;
    expect(caseStudyPosters(study, libraryWith(study.mainTestimonialVideo))).toEqual({
      [study.mainTestimonialVideo]: poster,
    });
  });
});
