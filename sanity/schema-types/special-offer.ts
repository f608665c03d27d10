// Sanity schema: the home page's special offer (the popup and the header's offer button); one document, edited as
// the Studio's Offer. The site's parser (specialOfferSchema in lib/marketing/schemas.ts) is derived from this
// definition: an offer the site would refuse cannot be published.
import { PlayIcon } from '@sanity/icons/Play';
import { SparklesIcon } from '@sanity/icons/Sparkles';
import { defineField } from '../fields/define';
import { document } from '../fields/page';
import { mediaIdField, webAddressField } from '../fields/shapes';
import { group, item, line, list, paragraph } from '../fields/text';

/** The popup opens by itself this many seconds after the home page loads: today's 5 by default, 0 to 60. */
export const offerDelay = { initialSeconds: 5, min: 0, max: 60 } as const;

/** The Studio's word on an end that does not come after the start: the offer would never show. */
export const endBeforeStartMessage = 'Set the end after the start: as it is, the offer would never show.';

/** An end at or before the start (both set): a window in which the offer is never live. */
export const endsBeforeStart = (startsAt: unknown, endsAt: unknown) =>
  typeof startsAt === 'string' && typeof endsAt === 'string' && Date.parse(endsAt) <= Date.parse(startsAt);

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
    line('eyebrow', 30, false, {
      title: 'Label',
      description: 'Optional: the small label above the headline in the popup, e.g. “Special Offer”.',
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
      name: 'delaySeconds',
      title: 'Popup delay (seconds)',
      type: 'number',
      description: `How long after the home page loads the popup opens by itself, once a visit: ${offerDelay.min} to ${offerDelay.max} seconds. Empty: ${offerDelay.initialSeconds}.`,
      initialValue: offerDelay.initialSeconds,
      validation: (rule) =>
        rule
          .integer()
          .min(offerDelay.min)
          .max(offerDelay.max)
          .error(`Whole seconds, from ${offerDelay.min} to ${offerDelay.max}.`),
    }),
    defineField({
      name: 'startsAt',
      title: 'Starts at',
      type: 'datetime',
      description:
        'Optional. Before this time the site shows no popup and no offer button, as if the offer were switched off; from it, the offer shows with nothing more to publish (a site built as static files shows it from its first build after this time). Empty: shown from publishing.',
    }),
    defineField({
      name: 'endsAt',
      title: 'Ends at',
      type: 'datetime',
      description:
        'Optional. With none, the offer never ends: its countdown shows 3 days when the popup first opens, ticks only while the popup is open, and starts again from 3 days at every visit to the home page (a reload included); the popup and the header’s offer button stay until the offer is switched off (Show the offer). With one, the countdown runs to that time, and from then the popup and the offer button are gone.',
      validation: (rule) =>
        rule.custom((endsAt, context) =>
          endsBeforeStart((context.parent as { startsAt?: unknown } | undefined)?.startsAt, endsAt)
            ? endBeforeStartMessage
            : true,
        ),
    }),
  ],
  {
    icon: SparklesIcon,
    preview: {
      select: { headline: 'headline', enabled: 'enabled', startsAt: 'startsAt', endsAt: 'endsAt' },
      prepare: ({ headline, enabled, startsAt, endsAt }) => ({
        title: headline || 'Offer',
        subtitle:
          enabled === false
            ? 'Hidden'
            : [
                'Shown',
                startsAt ? `from ${String(startsAt).slice(0, 10)}` : '',
                endsAt ? `until ${String(endsAt).slice(0, 10)}` : '',
              ]
                .filter(Boolean)
                .join(' '),
      }),
    },
  },
);
