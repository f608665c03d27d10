// Sanity schema: the home page's special offer (the popup and the header's offer button); one document, edited as
// the Studio's Offer. The site's parser (specialOfferSchema in lib/marketing/schemas.ts) is derived from this
// definition: an offer the site would refuse cannot be published.
import { PlayIcon } from '@sanity/icons/Play';
import { SparklesIcon } from '@sanity/icons/Sparkles';
import { defineField } from '../fields/define';
import { document } from '../fields/page';
import { mediaIdField, webAddressField } from '../fields/shapes';
import { group, item, line, list, paragraph } from '../fields/text';

const offerVideo = item(
  'offerVideo',
  'Video',
  [
    mediaIdField(),
    line('title', 80, 'The video’s title.', {
      description: 'The player’s label for screen readers.',
    }),
  ],
  {
    icon: PlayIcon,
    preview: {
      select: { title: 'title', subtitle: 'mediaId' },
      prepare: ({ title, subtitle }) => ({ title: title || 'Video', subtitle, media: PlayIcon }),
    },
  },
);

export const specialOffer = document(
  'specialOffer',
  'Offer',
  [
    defineField({
      name: 'enabled',
      title: 'Show the offer',
      type: 'boolean',
      description: 'Off: no popup and no offer button in the header.',
      initialValue: true,
      validation: (rule) => rule.required().error('Show the offer, or not.'),
    }),
    line('headline', 60, 'The offer’s headline.'),
    paragraph('text', 200, 'A line on what the offer is.'),
    line('regularPrice', 20, 'The regular price.', {
      title: 'Regular price',
      description: 'Shown struck through, as written: “$250”.',
    }),
    line('offerPrice', 20, 'The offer’s price.', {
      title: 'Offer price',
      description: 'As written: “$100”.',
    }),
    line('partner', 60, false, { description: 'Optional: after the price, e.g. “for Lovable users”.' }),
    // The dialog shows them in one row of three.
    list('videos', [offerVideo], ['video', 'videos'], [1, 3], {
      title: 'Sample videos',
      description: 'Vertical samples, side by side; at most 3.',
    }),
    group(
      'cta',
      [
        line('label', 40, 'The button’s label.'),
        webAddressField('href', 'Where the button leads.', {
          title: 'Address',
          description: 'Where the button leads (opens in a new tab).',
        }),
      ],
      'The offer’s button.',
      { title: 'Button' },
    ),
    defineField({
      name: 'endsAt',
      title: 'Ends at',
      type: 'datetime',
      description:
        'Optional. With none set, each visitor sees a 3-day countdown from their visit. With one, the countdown runs to it, and after it the offer is hidden.',
    }),
  ],
  {
    icon: SparklesIcon,
    preview: {
      select: { headline: 'headline', enabled: 'enabled', endsAt: 'endsAt' },
      prepare: ({ headline, enabled, endsAt }) => ({
        title: headline || 'Offer',
        subtitle: enabled === false ? 'Hidden' : endsAt ? `Shown until ${String(endsAt).slice(0, 10)}` : 'Shown',
      }),
    },
  },
);
