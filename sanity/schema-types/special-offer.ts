// Sanity schema: the home page's special offer (the popup and the header's offer button); one document, edited as
// the Studio's Offer. Validation mirrors specialOfferSchema in lib/marketing/schemas.ts: an offer the site would
// refuse cannot be published.
import { PlayIcon } from '@sanity/icons/Play';
import { SparklesIcon } from '@sanity/icons/Sparkles';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { offerLimits as limits } from '../../lib/marketing/limits';
import { mediaIdDescription } from '../../lib/content/media-id';
import { itemCount, mediaId, optionalText, requiredText, webAddress } from '../fields/rules';

const offerVideo = defineArrayMember({
  name: 'offerVideo',
  title: 'Video',
  type: 'object',
  icon: PlayIcon,
  fields: [
    defineField({
      name: 'mediaId',
      title: 'Media id',
      type: 'string',
      description: mediaIdDescription,
      validation: (rule) => mediaId(rule, 'The video’s id.'),
    }),
    defineField({
      name: 'title',
      type: 'string',
      description: 'The player’s label for screen readers.',
      validation: (rule) => requiredText(rule, 'The video’s title.', limits.videoTitleMax),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'mediaId' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Video', subtitle, media: PlayIcon }),
  },
});

export const specialOffer = defineType({
  name: 'specialOffer',
  title: 'Offer',
  type: 'document',
  icon: SparklesIcon,
  fields: [
    defineField({
      name: 'enabled',
      title: 'Show the offer',
      type: 'boolean',
      description: 'Off: no popup and no offer button in the header.',
      initialValue: true,
      validation: (rule) => rule.required().error('Show the offer, or not.'),
    }),
    defineField({
      name: 'headline',
      type: 'string',
      validation: (rule) => requiredText(rule, 'The offer’s headline.', limits.headlineMax),
    }),
    defineField({
      name: 'text',
      type: 'text',
      rows: 3,
      validation: (rule) => requiredText(rule, 'A line on what the offer is.', limits.textMax),
    }),
    defineField({
      name: 'regularPrice',
      title: 'Regular price',
      type: 'string',
      description: 'Shown struck through, as written: “$250”.',
      validation: (rule) => requiredText(rule, 'The regular price.', limits.priceMax),
    }),
    defineField({
      name: 'offerPrice',
      title: 'Offer price',
      type: 'string',
      description: 'As written: “$100”.',
      validation: (rule) => requiredText(rule, 'The offer’s price.', limits.priceMax),
    }),
    defineField({
      name: 'partner',
      type: 'string',
      description: 'Optional: after the price, e.g. “for Lovable users”.',
      validation: (rule) => optionalText(rule, limits.partnerMax),
    }),
    defineField({
      name: 'videos',
      title: 'Sample videos',
      type: 'array',
      description: `Vertical samples, side by side; at most ${limits.videosMax}.`,
      of: [offerVideo],
      validation: (rule) => itemCount(rule, ['video', 'videos'], limits.videosMin, limits.videosMax),
    }),
    defineField({
      name: 'cta',
      title: 'Button',
      type: 'object',
      validation: (rule) => rule.required().error('The offer’s button.'),
      fields: [
        defineField({
          name: 'label',
          type: 'string',
          validation: (rule) => requiredText(rule, 'The button’s label.', limits.ctaLabelMax),
        }),
        defineField({
          name: 'href',
          title: 'Address',
          type: 'url',
          description: 'Where the button leads (opens in a new tab).',
          validation: (rule) => webAddress(rule, 'Where the button leads.'),
        }),
      ],
    }),
    defineField({
      name: 'endsAt',
      title: 'Ends at',
      type: 'datetime',
      description:
        'Optional. With none set, each visitor sees a 3-day countdown from their visit. With one, the countdown runs to it, and after it the offer is hidden.',
    }),
  ],
  preview: {
    select: { headline: 'headline', enabled: 'enabled', endsAt: 'endsAt' },
    prepare: ({ headline, enabled, endsAt }) => ({
      title: headline || 'Offer',
      subtitle: enabled === false ? 'Hidden' : endsAt ? `Shown until ${String(endsAt).slice(0, 10)}` : 'Shown',
    }),
  },
});
