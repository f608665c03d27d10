// The Presentation tool's locations of a video document: the pages of the documents that name its media id.
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { videoLocationsQuery } from '@/sanity/presentation';

const video = (id: string, provider: 'wistia' | 'youtube', videoId: string) => ({
  _id: id,
  _type: 'hostedVideo',
  provider,
  videoId,
});
const slug = (current: string) => ({ _type: 'slug', current });

/** Every kind of document that names a video, each naming one of a few ids. */
const dataset = [
  video('video-hero', 'wistia', 'k7v2m9x4qa'),
  video('video-testimonial', 'wistia', 't1a4c8r2mv'),
  video('video-clip', 'youtube', 'q7Lm2VxR9kE'),
  video('video-post', 'youtube', 'dQw4w9WgXcQ'),
  video('video-nowhere', 'wistia', 'n0w1h2e3r4'),
  video('video-shorts', 'wistia', 'h1o2r3t4s5'),
  {
    _id: 'homePage',
    _type: 'homePage',
    hero: { mediaId: 'k7v2m9x4qa' },
    services: { items: [{ demo: { mediaId: 'p3d8n1w6ze' } }] },
  },
  { _id: 'testimonial-maya', _type: 'testimonial', mediaId: 't1a4c8r2mv' },
  { _id: 'specialOffer', _type: 'specialOffer', videos: [{ mediaId: 's1o2f3f4e5' }] },
  { _id: 'shortsPage', _type: 'shortsPage', samples: { items: [{ mediaId: 'h1o2r3t4s5' }] } },
  {
    _id: 'case-study-tallyflow',
    _type: 'caseStudy',
    order: 1,
    client: 'Tallyflow',
    slug: slug('tallyflow'),
    videoId: 'c1s2t3u4d5',
    testimonial: { videoId: 'f1t2y3m4a5' },
    panels: { tutorials: { beforeVideoId: 'f4t5u6t7b8', afterVideoId: 'youtube:q7Lm2VxR9kE' } },
    gif: { videoId: 'f7g8i9f0c1' },
  },
  { _id: 'case-study-acme', _type: 'caseStudy', order: 0, client: 'Acme', videoId: 'youtube:q7Lm2VxR9kE' },
  {
    _id: 'landing-demo',
    _type: 'landingPage',
    title: 'Demo videos',
    slug: slug('demo-videos'),
    sections: [{ _type: 'videoShowcaseSection', videos: [{ mediaId: 'youtube:q7Lm2VxR9kE' }] }],
  },
  {
    _id: 'landing-proof',
    _type: 'landingPage',
    title: 'Proof',
    slug: slug('proof'),
    sections: [{ _type: 'heroSection', mediaId: 'k7v2m9x4qa' }, { _type: 'testimonialsSection' }],
  },
  {
    _id: 'post-demo',
    _type: 'post',
    title: 'How long should a demo be?',
    slug: slug('demo-length'),
    publishedAt: '2026-01-10T09:00:00Z',
    body: [
      { _type: 'block', children: [] },
      { _type: 'video', provider: 'youtube', videoId: 'dQw4w9WgXcQ' },
    ],
  },
  // The same id on the other host is another video.
  {
    _id: 'post-other-host',
    _type: 'post',
    title: 'Other host',
    slug: slug('other-host'),
    body: [{ _type: 'video', provider: 'wistia', videoId: 'dQw4w9WgXcQ' }],
  },
];

const locationsOf = async (id: string) =>
  (await evaluate(parse(videoLocationsQuery), { dataset, params: { id } })).get();

describe('Presentation locations of a video', () => {
  it('lists the home page and each landing page that shows the home page’s hero video', async () => {
    expect(await locationsOf('video-hero')).toEqual({
      locations: [
        { title: 'Home', href: '/' },
        { title: 'Proof', href: '/proof' },
      ],
    });
  });

  it('lists a testimonial’s video on the home page and on the landing pages that show the testimonials', async () => {
    expect(await locationsOf('video-testimonial')).toEqual({
      locations: [
        { title: 'Home', href: '/' },
        { title: 'Proof', href: '/proof' },
      ],
    });
  });

  it('lists a clip on the case study that shows it, /case-studies for a card, and the landing page', async () => {
    expect(await locationsOf('video-clip')).toEqual({
      locations: [
        { title: 'Case studies', href: '/case-studies' },
        { title: 'Case study: Tallyflow', href: '/case-studies/tallyflow' },
        { title: 'Demo videos', href: '/demo-videos' },
      ],
    });
  });

  it('lists a post whose video block has the video’s host and id, not one of another host', async () => {
    expect(await locationsOf('video-post')).toEqual({
      locations: [{ title: 'How long should a demo be?', href: '/blog/demo-length' }],
    });
  });

  it('lists a service page that shows it', async () => {
    expect(await locationsOf('video-shorts')).toEqual({
      locations: [{ title: 'Short-form videos', href: '/shorts' }],
    });
  });

  it('lists nothing for a video no page names, nor for an unknown document', async () => {
    expect(await locationsOf('video-nowhere')).toEqual({ locations: [] });
    expect(await locationsOf('video-missing')).toBeNull();
  });
});
