// Sanity schema: the career page's words (hero, the openings' headings, perks, the general inquiry, SEO); one
// document, edited as the Studio's Career page. The openings are documents of their own (job-opening.ts).
// Validation mirrors careerPageSchema in lib/marketing/about-career/schemas.ts: a page the site would refuse cannot
// be published.
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import { StarIcon } from '@sanity/icons/Star';
import { careerLimits as limits } from '../../lib/marketing/about-career/limits';
import { heroFields, pageDocument, tabLead, tabTitle } from '../fields/page';
import { buttonSection } from '../fields/shapes';
import { line } from '../fields/text';
import { cardRow, meaningCard } from './about-page';

const perk = meaningCard(limits, 'perk', 'Perk', 'The perk, e.g. “Remote-first culture”.', StarIcon);

export const careerPage = pageDocument('careerPage', 'Career page', EarthGlobeIcon, {
  tabs: { openings: 'Openings', perks: 'Perks', inquiry: 'General inquiry' },
  seoDescription: 'The page’s description in search results names the open roles after it (“Open roles: …”).',
  fields: [
    line('badge', limits.badgeMax, false, { group: 'hero', description: 'Optional: the small label above the title.' }),
    ...heroFields({ titleMax: limits.titleMax, leadMax: limits.leadMax }),
    tabTitle('openings', 'Openings', limits.sectionTitleMax, 'The openings’ title.'),
    tabLead('openings', 'Openings', limits.sectionLeadMax, 'A line under the openings’ title.', {
      description: 'When every open role is remote, the page says so before this line (“Both roles are remote.”).',
    }),
    line('noOpenings', limits.emptyMax, 'What the page says with no open role.', {
      title: 'No openings',
      group: 'openings',
      description: 'Shown instead of the list while no role is open.',
    }),
    line('requirementsTitle', limits.sectionTitleMax, 'The requirements’ heading.', {
      title: 'Requirements heading',
      group: 'openings',
      description: 'Above each opening’s requirements, e.g. “What you bring”.',
    }),
    line('applyLabel', limits.labelMax, 'The apply button’s label.', {
      title: 'Apply button label',
      group: 'openings',
      description: 'Each opening’s button; it writes to the careers address, the subject naming the role.',
    }),
    tabTitle('perks', 'Perks', limits.sectionTitleMax, 'The perks’ title.'),
    cardRow('perks', perk, ['perk', 'perks'], [limits.perksMin, limits.perksMax]),
    buttonSection('inquiry', [limits.sectionTitleMax, limits.inquiryTextMax, limits.labelMax], 'The general inquiry.', {
      title: 'General inquiry',
      group: 'inquiry',
      description: 'The section at the end of the page; its button writes to the careers address.',
    }),
  ],
});
