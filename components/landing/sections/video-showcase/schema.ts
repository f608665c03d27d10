// The video showcase in the Studio: a heading, a lead and one to six videos, each the shared video card.
import { DocumentVideoIcon } from '@sanity/icons/DocumentVideo';
import { landingSectionTitles } from '../../../../lib/landing/limits';
import { videoCard } from '../../../../sanity/fields/shapes';
import { item, list } from '../../../../sanity/fields/text';
import { optionalLead, sectionPreview, sectionTitle } from '../schema';

const videosMax = 6; // two rows of three

export const videoShowcaseSection = item(
  'videoShowcaseSection',
  landingSectionTitles.videoShowcaseSection,
  [
    sectionTitle('showcase'),
    optionalLead,
    list('videos', [videoCard('landingVideo')], ['video', 'videos'], [1, videosMax], {
      description: `Three or six fill rows of three; other counts sit two to a row. At most ${videosMax}.`,
    }),
  ],
  { icon: DocumentVideoIcon, preview: sectionPreview('videoShowcaseSection', DocumentVideoIcon, 'title') },
);
