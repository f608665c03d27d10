// Sanity schema: the client logos of the Trusted By strip (the home page's hero, a landing page's logos section);
// one document, edited as the Studio's Logos. The site's parser is derived from it (clientLogosSchema in
// lib/marketing/logos/schemas.ts): a strip the site would refuse cannot be published.
import { ImageIcon } from '@sanity/icons/Image';
import { ImagesIcon } from '@sanity/icons/Images';
import type { ArrayRule } from 'sanity';
import { logoBox, sameLogoName } from '../../lib/marketing/logos/limits';
import { defineField } from '../fields/define';
import { document } from '../fields/page';
import { itemCount } from '../fields/rules';
import { listOf, siteShape } from '../fields/site-shape';
import { field, item, line } from '../fields/text';

const file = `${logoBox.width * logoBox.scale} × ${logoBox.height * logoBox.scale}`;

export const clientLogo = item(
  'clientLogo',
  'Logo',
  [
    // A company's name: the logo's alt text.
    line('name', 60, 'The client’s name.', {
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

// The strip loops two copies of the list: a copy narrower than the screen leaves a gap at the loop's end. Ten logos
// (196 px each with the gap) span a 1920 px screen; 24 make 48 images on the home page's first screen, all loaded
// at once.
const [logosMin, logosMax] = [10, 24];

export const clientLogos = document(
  'clientLogos',
  'Logos',
  [
    field(
      {
        name: 'logos',
        type: 'array',
        description: 'In the order the strip shows them; drag to reorder.',
        of: [clientLogo],
        validation: (rule: ArrayRule<unknown[]>) => [
          ...itemCount(rule, ['logo', 'logos'], logosMin, logosMax),
          rule.custom((logos) => {
            const twice = repeatedName(logos);
            return twice === undefined || `Each client once: “${twice}” is on the strip twice.`;
          }),
        ],
      },
      listOf(clientLogo[siteShape], logosMin, logosMax),
    ),
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
