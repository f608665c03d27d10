// The stats section in the Studio: an optional label above the heading, a heading, a lead and three or four figures, each a value and what it counts.
import { BarChartIcon } from '@sanity/icons/BarChart';
import { landingSectionTitles } from '../../../../lib/landing/limits';
import { item, line, list } from '../../../../sanity/fields/text';
import { optionalLead, sectionPreview, sectionTitle } from '../schema';
import { statsLimits as limits } from './limits';

const landingStat = item(
  'landingStat',
  'Figure',
  [
    line('value', limits.statValueMax, 'The figure.', { description: 'As written: “340%”, “14 days”.' }),
    line('label', limits.statLabelMax, 'What the figure counts.', {
      description: 'What it counts: “more trial sign-ups”.',
    }),
  ],
  { preview: { select: { title: 'value', subtitle: 'label' } } },
);

export const statsSection = item(
  'statsSection',
  landingSectionTitles.statsSection,
  [
    line('eyebrow', limits.eyebrowMax, false, { description: 'Optional: the small label above the heading.' }),
    sectionTitle('figures'),
    optionalLead,
    list('items', [landingStat], ['figure', 'figures'], [limits.statsMin, limits.statsMax], {
      title: 'Figures',
      description: `${limits.statsMin} or ${limits.statsMax}, in one row.`,
    }),
  ],
  { icon: BarChartIcon, preview: sectionPreview('statsSection', BarChartIcon, 'title') },
);
