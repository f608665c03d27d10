// Sanity schema: a hosted video of the site (the Studio's Videos, one document each): where it plays (Wistia or
// YouTube, and the host's id), its title and one-sentence description, its poster and the running time and upload
// date search engines read. Pages, testimonials and offers keep naming a video by its media id (the Wistia id, or
// youtube: and the YouTube id) in their `mediaId` fields: the site looks up the video document with that media id
// for the poster its player shows before play and for the video's VideoObject structured data. A media id without a
// document plays behind a title card and has no VideoObject. The site's parser (lib/video/schemas.ts) is derived
// from this definition, and the query it reads the library with is here too.
// Its type is `hostedVideo`: `video` is already the post body's video block, and Sanity warns when a global type and
// an array member share a name.
import { PlayIcon } from '@sanity/icons/Play';
import { defineQuery } from 'groq';
import { videoLimits } from '../../lib/video/limits';
import { document } from '../fields/page';
import { altField, imageField, runningTimeField } from '../fields/shapes';
import { line, paragraph } from '../fields/text';
import { providerField, uploadDateField, videoIdField, videoPreview } from '../fields/video';

/** The poster's alternative text: what the still shows, read aloud before the play button's name. */
export const posterAlt = altField(
  videoLimits.posterAltMax,
  'Describe the poster for people who cannot see it (alt text).',
  'What the still shows, read aloud by screen readers: a sentence, not a paragraph.',
);

export const video = document(
  'hostedVideo',
  'Video',
  [
    line('title', videoLimits.titleMax, 'The video’s name.', {
      description: 'The video’s name for search engines. Pages give the play button their own label.',
    }),
    providerField('Where the video plays.'),
    videoIdField(
      'The id from the video’s address, not the whole address. Pages name the video by its media id: this id ' +
        'for Wistia, youtube: and this id for YouTube (youtube:dQw4w9WgXcQ).',
    ),
    paragraph('description', videoLimits.descriptionMax, 'One sentence about the video.', {
      rows: 2,
      description: 'One sentence, as a search result would show it under the video’s name.',
    }),
    // A poster kept without its file (its alt text typed, the image removed) would show nothing.
    imageField('poster', 'Choose the poster image, or remove the poster.', posterAlt, {
      description:
        'Optional: the still shown before the video plays (16:9, or 9:16 for a vertical video), and its thumbnail ' +
        'for search engines. Without one the player shows a title card.',
    }),
    runningTimeField({ description: 'As the player shows it: m:ss, or h:mm:ss from an hour (1:42, 1:05:30).' }),
    uploadDateField,
  ],
  {
    icon: PlayIcon,
    preview: videoPreview,
  },
);

/** Every video, as the site reads its library (lib/video/library.ts); a poster without its file counts as none. */
export const videosQuery = defineQuery(`*[_type == "hostedVideo" && defined(videoId)] | order(_id asc){
  _id, provider, videoId, title, description, duration, uploadDate,
  "poster": select(defined(poster.asset) => { "url": poster.asset->url, "alt": poster.alt }, null)
}`);
