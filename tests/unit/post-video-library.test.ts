// A post's video block and the video library: a block without a poster shows the poster of the video document with
// its media id, and its VideoObject takes that poster as its thumbnail; the block's own fields win, so a block with
// its poster (the embedded post's) is as it was, and its post reads no library.
import { describe, expect, it } from 'vitest';
import type { BodyVideo, PortableTextBody } from '@/lib/blog/schemas';
import { postVideoLibrary, postVideoObject, postVideoPosters } from '@/lib/blog/videos';
import { absoluteUrl } from '@/lib/seo';
import { videoObjectJsonLd } from '@/lib/video-object';
import { emptyVideoLibrary, type VideoLibrary } from '@/lib/video/library';
import type { LibraryVideo } from '@/lib/video/schemas';
import { datasetLibrary, datasetVideo } from '../fixtures/video-library';

const ownPoster = { alt: 'The block’s own still', asset: { url: '/posters/own.webp', width: 1280, height: 720 } };

/** A block as the site reads it, for the dataset's product showreel (its document has no poster). */
const block = (fields: Partial<BodyVideo> = {}): BodyVideo => ({
  _type: 'video',
  _key: 'k1',
  provider: 'wistia',
  videoId: 'p9r8o7d6u5',
  title: 'Launchframe product video showreel',
  description: 'Software shown in motion, feature by feature.',
  uploadDate: '2025-08-26',
  duration: '1:38',
  poster: null,
  ...fields,
});
const bodyOf = (...videos: BodyVideo[]) =>
  [{ _type: 'block', _key: 'p1', children: [] }, ...videos] as unknown as PortableTextBody;

/** The dataset's library, the showreel's document given the home hero's poster and its own details. */
const hero = datasetVideo('k7v2m9x4qa');
const library: VideoLibrary = new Map([
  ...datasetLibrary,
  [
    'p9r8o7d6u5',
    { ...datasetVideo('p9r8o7d6u5'), poster: hero.poster, title: 'The library’s title', duration: '9:99' },
  ] as [string, LibraryVideo],
]);

describe('a post’s video block and the video library', () => {
  it('a block without a poster gets its video document’s poster and, as the thumbnail, in its VideoObject', () => {
    expect(postVideoPosters(bodyOf(block()), library)).toEqual({ p9r8o7d6u5: hero.poster });
    expect(postVideoObject(block(), library)).toMatchObject({
      thumbnailUrl: absoluteUrl(hero.poster!.src),
      name: 'Launchframe product video showreel',
    });
  });

  it('the block’s own fields win: its poster, title and running time', () => {
    const own = block({ poster: ownPoster });
    expect(postVideoPosters(bodyOf(own), library)).toEqual({});
    expect(postVideoObject(own, library)).toEqual(
      videoObjectJsonLd({
        mediaId: 'p9r8o7d6u5',
        name: own.title,
        description: own.description,
        uploadDate: own.uploadDate,
        duration: own.duration,
        thumbnailUrl: absoluteUrl(ownPoster.asset.url),
      }),
    );
  });

  it('a block whose video has no document, or no poster, keeps the player’s title card and its own VideoObject', () => {
    const youtube = block({ provider: 'youtube', videoId: 'dQw4w9WgXcQ' });
    expect(postVideoPosters(bodyOf(youtube, block()), datasetLibrary)).toEqual({});
    expect(postVideoObject(youtube, datasetLibrary)).toMatchObject({
      name: youtube.title,
      thumbnailUrl: expect.stringContaining('dQw4w9WgXcQ'),
    });
  });

  it('a post whose every video block has its poster, or that has none, reads no library', async () => {
    expect(await postVideoLibrary(bodyOf(block({ poster: ownPoster })))).toBe(emptyVideoLibrary);
    expect(await postVideoLibrary(bodyOf())).toBe(emptyVideoLibrary);
  });
});
