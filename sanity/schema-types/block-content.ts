// Sanity schema: the post body, exactly what the site renders (components/blog/post-body.tsx): text (h1-h3, quotes,
// lists, bold, italic, links) and the site's own blocks (image, video, call to action), validated as
// lib/blog/schemas.ts reads them, since one block the site refuses fails the whole post.
// @sanity/icons v5 exports each icon from its own subpath (the root entry no longer does).
import { CalendarIcon } from '@sanity/icons/Calendar';
import { ImageIcon } from '@sanity/icons/Image';
import { PlayIcon } from '@sanity/icons/Play';
import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  bodyBlockTypes,
  bodyLimits as limits,
  type VideoProvider,
  videoIdHints,
  videoIdPatterns,
  videoProviders,
} from '../../lib/blog/post-limits';
import { videoDurationPattern } from '../../lib/content/rules';
import { altField, imageField } from '../fields/shapes';
import { item, line, paragraph } from '../fields/text';

const altText = altField(
  limits.altMax,
  'Describe the image for people who cannot see it (alt text).',
  'What the image shows, read aloud by screen readers: a sentence, not a paragraph.',
);

const providerTitles: Record<VideoProvider, string> = { wistia: 'Wistia', youtube: 'YouTube' };
const isProvider = (value: unknown): value is VideoProvider => videoProviders.includes(value as VideoProvider);

const image = defineArrayMember({
  type: 'image',
  title: 'Image',
  icon: ImageIcon,
  options: { hotspot: true },
  // The site shows a body image only with its file and needs the file's size to reserve its space.
  validation: (rule) => rule.assetRequired().error('Choose an image.'),
  fields: [altText, line('caption', limits.captionMax, false, { description: 'Optional: shown under the image.' })],
  preview: {
    select: { caption: 'caption', alt: 'alt', media: 'asset' },
    prepare: ({ caption, alt, media }) => ({ title: caption || alt || 'Image', subtitle: 'Image', media }),
  },
});

const video = item(
  bodyBlockTypes.video,
  'Video',
  [
    defineField({
      name: 'provider',
      type: 'string',
      options: {
        list: videoProviders.map((value) => ({ title: providerTitles[value], value })),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'wistia',
      validation: (rule) => rule.required().error('Where the video is hosted: Wistia or YouTube.'),
    }),
    defineField({
      name: 'videoId',
      title: 'Video id',
      type: 'string',
      description: 'The id from the video’s address, not the whole address.',
      validation: (rule) => [
        rule.required().error('The video’s id.'),
        // Only an id of the provider's shape reaches the player: anything else could reach its script or iframe.
        rule.custom((value, context) => {
          if (value === undefined) return true;
          const provider = (context.parent as { provider?: unknown } | undefined)?.provider;
          // Without a provider there is nothing to check against; the provider's own rule asks for one.
          if (!isProvider(provider)) return true;
          return (typeof value === 'string' && videoIdPatterns[provider].test(value.trim())) || videoIdHints[provider];
        }),
      ],
    }),
    line('title', limits.videoTitleMax, 'The video’s title.', {
      description: 'The player’s label, and the video’s name for search engines.',
    }),
    paragraph('description', limits.videoDescriptionMax, 'A sentence about the video.', {
      rows: 2,
      description: 'Shown under the video, and to search engines with the video.',
    }),
    defineField({
      name: 'uploadDate',
      title: 'Upload date',
      type: 'date',
      description: 'The day the video was first published, for search engines.',
      validation: (rule) => rule.required().error('The day the video was first published.'),
    }),
    defineField({
      name: 'duration',
      type: 'string',
      description: 'The length as m:ss or h:mm:ss, e.g. 1:48.',
      validation: (rule) => [
        rule.required().error('The video’s length, e.g. 1:48.'),
        rule.custom(
          (value) =>
            value === undefined ||
            (typeof value === 'string' && videoDurationPattern.test(value.trim())) ||
            'The length as m:ss or h:mm:ss, e.g. 1:48.',
        ),
      ],
    }),
    // A poster kept without its file (its alt text typed, the image removed) would fail the whole video.
    imageField('poster', 'Choose the poster image, or remove the poster.', altText, {
      description: 'Optional: the still shown before the video plays. Without one the player shows its own.',
    }),
  ],
  {
    icon: PlayIcon,
    preview: {
      select: { title: 'title', provider: 'provider', videoId: 'videoId', duration: 'duration', media: 'poster' },
      prepare: ({ title, provider, videoId, duration, media }) => ({
        title: title || 'Video',
        subtitle: [isProvider(provider) ? providerTitles[provider] : provider, videoId, duration]
          .filter(Boolean)
          .join(' · '),
        media,
      }),
    },
  },
);

const callToAction = item(
  bodyBlockTypes.callToAction,
  'Call to action',
  [
    line('heading', limits.ctaHeadingMax, 'The call to action’s heading.'),
    paragraph('text', limits.ctaTextMax, false, { rows: 2, description: 'Optional: a line under the heading.' }),
    line('buttonLabel', limits.ctaButtonMax, false, {
      title: 'Button label',
      description: 'Defaults to the site’s booking button label.',
    }),
  ],
  {
    icon: CalendarIcon,
    preview: {
      select: { title: 'heading' },
      prepare: ({ title }) => ({
        title: title || 'Call to action',
        subtitle: 'Call to action: books a discovery call',
      }),
    },
  },
);

export const blockContent = defineType({
  name: 'blockContent',
  title: 'Body',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'H1', value: 'h1' },
        { title: 'H2', value: 'h2' },
        { title: 'H3', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullet', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
        ],
        annotations: [
          {
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              {
                name: 'href',
                title: 'URL',
                type: 'url',
                // The site renders only these as links (lib/blog/safe-href.ts).
                validation: (rule) => rule.uri({ scheme: ['http', 'https', 'mailto'], allowRelative: true }),
              },
            ],
          },
        ],
      },
    }),
    image,
    video,
    callToAction,
  ],
});
