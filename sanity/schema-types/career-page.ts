// Sanity schema: the career page's words (hero, the openings' headings, perks, the general inquiry, SEO); one
// document, edited as the Studio's Career page. The openings are documents of their own (job-opening.ts).
// The site's parser (careerPageSchema, lib/marketing/about-career/schemas.ts) is derived from this definition; the
// query it reads the page with is here too.
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import { StarIcon } from '@sanity/icons/Star';
import { defineQuery } from 'groq';
import { heroFields, pageDocument, tabParagraph, tabTitle } from '../fields/page';
import { buttonSection } from '../fields/shapes';
import { line } from '../fields/text';
import { cardRow, meaningCard } from './about-page';
import { seoProjection } from './seo';

const perk = meaningCard('perk', 'Perk', 'The perk, e.g. “Remote-first culture”.', StarIcon);

export const careerPage = pageDocument('careerPage', 'Career page', EarthGlobeIcon, {
  tabs: { openings: 'Openings', perks: 'Perks', inquiry: 'General inquiry' },
  seoDescription: 'The page’s description in search results names the open roles after it (“Open roles: …”).',
  fields: [
    line('badge', 30, false, { group: 'hero', description: 'Optional: the small label above the title.' }),
    ...heroFields({ titleMax: 80, leadMax: 300 }),
    tabTitle('openings', 'Openings', 80, 'The openings’ title.'),
    tabParagraph('openings', 'lead', 'Openings', 200, 'A line under the openings’ title.', {
      description: 'When every open role is remote, the page says so before this line (“Both roles are remote.”).',
    }),
    line('noOpenings', 120, 'What the page says with no open role.', {
      title: 'No openings',
      group: 'openings',
      description: 'Shown instead of the list while no role is open.',
    }),
    line('requirementsTitle', 80, 'The requirements’ heading.', {
      title: 'Requirements heading',
      group: 'openings',
      description: 'Above each opening’s requirements, e.g. “What you bring”.',
    }),
    line('applyLabel', 40, 'The apply button’s label.', {
      title: 'Apply button label',
      group: 'openings',
      description: 'Each opening’s button; it writes to the careers address, the subject naming the role.',
    }),
    tabTitle('perks', 'Perks', 80, 'The perks’ title.'),
    cardRow('perks', perk, ['perk', 'perks'], [1, 6]), // three cards a row
    buttonSection('inquiry', [80, 300, 40], 'The general inquiry.', {
      title: 'General inquiry',
      group: 'inquiry',
      description: 'The section at the end of the page; its button writes to the careers address.',
    }),
  ],
});

/** The page as the site reads it, by its fixed id (lib/marketing/about-career/read.ts). */
export const careerPageQuery = defineQuery(`*[_type == "careerPage" && _id == "careerPage"][0]{
  _id, ${seoProjection}, badge, title, lead, openingsTitle, openingsLead, noOpenings, requirementsTitle, applyLabel,
  perksTitle, perks[]{ title, text }, inquiry{ title, text, label }
}`);
