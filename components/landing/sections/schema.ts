// What the landing sections' Studio definitions (each folder's schema.ts) share: a section's heading and lead, the
// booking button's label, a section's row in the page's list, and the site's own sections, which take a heading and
// lead of the page's. The site's parser of each section is derived from its definition (lib/landing/schemas.ts).
// The Studio loads it: relative imports, no app code.
import type { ComponentType } from 'react';
import type { FieldDefinition } from 'sanity';
import { landingSectionTitles, type LandingSectionType } from '../../../lib/landing/limits';
import { item, line, paragraph } from '../../../sanity/fields/text';

/** Every section's heading and lead (the hero's too) are at most this long. */
export const headingMax = 80;
export const leadMax = 300;

/** A section's row in the list: its heading (or what it is), its kind and icon. */
export const sectionPreview = (type: LandingSectionType, icon: ComponentType, field: 'title' | 'heading') => ({
  select: { heading: field },
  prepare: ({ heading }: { heading?: string }) => ({
    title: heading || landingSectionTitles[type],
    subtitle: landingSectionTitles[type],
    media: icon,
  }),
});

/** A section's required heading; `what` names the section in its message. */
export const sectionTitle = (what: string) => line('title', headingMax, `The ${what}’s heading.`, { title: 'Heading' });

export const optionalLead = paragraph('lead', leadMax, false, {
  rows: 2,
  description: 'Optional: a line under the heading.',
});

export const buttonLabel = line('buttonLabel', 40, 'The button’s label.', {
  title: 'Button label',
  description: 'The button opens the 15-minute booking page in a new tab.',
});

/** One of the site's own sections: its cards or steps as every page shows them, a heading and lead of the page's,
 * and any fields of its own after them (`more`, which the site parses itself). */
export const siteSection = <const M extends readonly FieldDefinition[] = []>(
  type: LandingSectionType,
  icon: ComponentType,
  shows: string,
  more: M = [] as unknown as M,
) =>
  item(
    type,
    landingSectionTitles[type],
    [
      line('heading', headingMax, false, {
        description: 'Optional: empty keeps the section’s usual heading.',
      }),
      paragraph('lead', leadMax, false, {
        rows: 2,
        description: 'Optional: empty keeps the section’s usual line under the heading.',
      }),
      ...more,
    ],
    {
      icon,
      description: `${shows}, as on the home page. Leave the heading or lead empty to keep the section’s own.`,
      preview: sectionPreview(type, icon, 'heading'),
    },
  );
