// The hero in the Studio: the page's heading (its h1, and its title in search results unless SEO says otherwise),
// an eyebrow, a lead and the booking button, then optionally a video or an image under them. The video is named by
// its media id, like every video of the site: its poster and its details for search engines are those of the video
// document with that id (the Studio's Videos). Every page starts with one hero (lib/landing/limits.ts).
import { LaunchIcon } from '@sanity/icons/Launch';
import type { StringRule } from 'sanity';
import { mediaIdDescription } from '../../../../lib/content/rules';
import { landingSectionTitles } from '../../../../lib/landing/limits';
import { defineField } from '../../../../sanity/fields/define';
import { hasVideoDocument, mediaIdShape } from '../../../../sanity/fields/rules';
import { imageField, sentenceAlt } from '../../../../sanity/fields/shapes';
import { item, line, paragraph } from '../../../../sanity/fields/text';
import { buttonLabel, headingMax, leadMax, sectionPreview } from '../schema';

/** The hero image's alternative text. */
export const heroImageAlt = sentenceAlt;

type Parent = { mediaId?: unknown; image?: { asset?: unknown } } | undefined;
const hasVideo = (parent: Parent) => typeof parent?.mediaId === 'string' && parent.mediaId.trim() !== '';

/** Optional: a video under the button; a video or an image, not both. */
const heroMediaId = defineField({
  name: 'mediaId',
  title: 'Video media id',
  type: 'string',
  description: `Optional: a video under the button. ${mediaIdDescription}`,
  validation: (rule: StringRule) => [
    mediaIdShape(rule),
    rule.custom((value, context) =>
      value !== undefined && (context.parent as Parent)?.image?.asset
        ? 'A video or an image: remove one of them.'
        : true,
    ),
    hasVideoDocument(rule),
  ],
});

export const heroSection = item(
  'heroSection',
  landingSectionTitles.heroSection,
  [
    line('eyebrow', 40, false, { description: 'Optional: the small label above the title.' }),
    line('title', headingMax, 'The page’s heading.', {
      description: 'The page’s heading; also its title in search results unless SEO says otherwise.',
    }),
    paragraph('lead', leadMax, 'A paragraph under the title.', {
      rows: 3,
      description: 'A paragraph under the title; also the search description unless SEO says otherwise.',
    }),
    buttonLabel,
    heroMediaId,
    defineField({
      name: 'videoTitle',
      title: 'Video title',
      type: 'string',
      description: 'With a video: the play button’s label.',
      validation: (rule: StringRule) => [
        rule.max(80).error('At most 80 characters.'),
        rule.custom((value, context) =>
          hasVideo(context.parent as Parent) && (typeof value !== 'string' || value.trim() === '')
            ? 'The play button’s label: the video’s title.'
            : true,
        ),
      ],
    }),
    imageField('image', 'Choose the image, or remove it.', heroImageAlt, {
      description: 'Optional, instead of a video: an image under the button, shown 16:9 (cut around the hotspot).',
    }),
  ],
  { icon: LaunchIcon, preview: sectionPreview('heroSection', LaunchIcon, 'title') },
);
