// Sanity schema: the post body, exactly what the site renders (components/blog/post-body.tsx): text (h1-h3, quotes,
// lists, bold, italic, links) and the site's own blocks (image, video, call to action). lib/blog/schemas.ts derives
// the blocks' text fields from them and writes the rest (files, ids, dates) to the same rules, since one block the
// site refuses fails the whole post.
// @sanity/icons v5 exports each icon from its own subpath (the root entry no longer does).
import { CalendarIcon } from '@sanity/icons/Calendar';
import { ImageIcon } from '@sanity/icons/Image';
import { PlayIcon } from '@sanity/icons/Play';
import { bodyBlockTypes } from '../../lib/blog/post-limits';
import { videoDurationPattern } from '../../lib/content/rules';
import { defineArrayMember, defineField, defineType } from '../fields/define';
import { imageField, sentenceAlt as altText } from '../fields/shapes';
import { fieldsOf, object } from '../fields/site-shape';
import { item, line, paragraph, reshape } from '../fields/text';
import { providerField, uploadDateField, videoIdField, videoPreview } from '../fields/video';

const imageFields = [
  altText,
  line('caption', 200, false, { description: 'Optional: shown under the image.' }),
] as const;

export const image = reshape(
  defineArrayMember({
    type: 'image',
    title: 'Image',
    icon: ImageIcon,
    options: { hotspot: true },
    // The site shows a body image only with its file and needs the file's size to reserve its space.
    validation: (rule) => rule.assetRequired().error('Choose an image.'),
    fields: [...imageFields],
    preview: {
      select: { caption: 'caption', alt: 'alt', media: 'asset' },
      prepare: ({ caption, alt, media }) => ({ title: caption || alt || 'Image', subtitle: 'Image', media }),
    },
  }),
  object(fieldsOf(imageFields)),
);

export const video = item(
  bodyBlockTypes.video,
  'Video',
  [
    providerField(),
    videoIdField('The id from the video’s address, not the whole address.'),
    line('title', 100, 'The video’s title.', {
      description: 'The player’s label, and the video’s name for search engines.',
    }),
    paragraph('description', 200, 'A sentence about the video.', {
      rows: 2,
      description: 'Shown under the video, and to search engines with the video.',
    }),
    uploadDateField,
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
    preview: videoPreview,
  },
);

export const callToAction = item(
  bodyBlockTypes.callToAction,
  'Call to action',
  [
    line('heading', 80, 'The call to action’s heading.'),
    paragraph('text', 200, false, { rows: 2, description: 'Optional: a line under the heading.' }),
    line('buttonLabel', 40, false, {
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
