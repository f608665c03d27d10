// Sanity schema: the client logos of the Trusted By strip (the home page's hero, a landing page's logos section);
// one document, edited as the Studio's Logos. Validation mirrors clientLogosSchema in
// lib/marketing/logos/schemas.ts: a strip the site would refuse cannot be published.
import { ImageIcon } from '@sanity/icons/Image';
import { ImagesIcon } from '@sanity/icons/Images';
import { defineField } from 'sanity';
import { clientLogoLimits as limits, logoBox, sameLogoName } from '../../lib/marketing/logos/limits';
import { document } from '../fields/page';
import { itemCount } from '../fields/rules';
import { item, line } from '../fields/text';

const file = `${logoBox.width * logoBox.scale} × ${logoBox.height * logoBox.scale}`;

const clientLogo = item(
  'clientLogo',
  'Logo',
  [
    line('name', limits.nameMax, 'The client’s name.', {
      description: 'The client’s name, as screen readers announce the logo (its alternative text).',
    }),
    defineField({
      name: 'image',
      type: 'image',
      description:
        `Shown ${logoBox.width} × ${logoBox.height} on the dark strip: a light logo on a transparent background, ` +
        `${file} pixels or larger in that shape. An image of another shape is cut to it, within the crop, around ` +
        'the hotspot.',
      options: { hotspot: true },
      validation: (rule) => [
        rule.required().error('Upload the logo.'),
        // An image kept without its file (the file removed) would leave a hole in the strip.
        rule.assetRequired().error('Upload the logo.'),
      ],
    }),
  ],
  { icon: ImageIcon, preview: { select: { title: 'name', media: 'image' } } },
);

/** The first name on the strip twice, in the terms the site compares them by. */
function repeatedName(logos: unknown): string | undefined {
  if (!Array.isArray(logos)) return undefined;
  const seen = new Set<string>();
  for (const logo of logos as { name?: unknown }[]) {
    if (typeof logo?.name !== 'string' || logo.name.trim() === '') continue;
    const key = sameLogoName(logo.name);
    if (seen.has(key)) return logo.name.trim();
    seen.add(key);
  }
  return undefined;
}

export const clientLogos = document(
  'clientLogos',
  'Logos',
  [
    defineField({
      name: 'logos',
      type: 'array',
      description: 'In the order the strip shows them; drag to reorder.',
      of: [clientLogo],
      validation: (rule) => [
        ...itemCount(rule, ['logo', 'logos'], limits.logosMin, limits.logosMax),
        rule.custom((logos) => {
          const twice = repeatedName(logos);
          return twice === undefined || `Each client once: “${twice}” is on the strip twice.`;
        }),
      ],
    }),
  ],
  {
    icon: ImagesIcon,
    preview: {
      select: { logos: 'logos' },
      prepare: ({ logos }) => ({
        title: 'Logos',
        subtitle: Array.isArray(logos) ? `${logos.length} on the strip` : undefined,
      }),
    },
  },
);
