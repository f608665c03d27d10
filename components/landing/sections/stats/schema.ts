// The stats section in the Studio: an optional label above the heading, a heading, a lead and three or four figures, each a value and what it counts.
import { BarChartIcon } from '@sanity/icons/BarChart';
import { landingSectionTitles } from '../../../../lib/landing/limits';
import { item, line, list, listedItem } from '../../../../sanity/fields/text';
import { optionalLead, sectionPreview, sectionTitle } from '../schema';

const statsMin = 3; // the row is laid out for three or four
const statsMax = 4;

const landingStat = listedItem({ name: 'landingStat', title: 'Figure' }, [
  line('value', 20, 'The figure.', { description: 'As written: “340%”, “14 days”.' }),
  line('label', 80, 'What the figure counts.', {
    description: 'What it counts: “more trial sign-ups”.',
  }),
]);

export const statsSection = item(
  'statsSection',
  landingSectionTitles.statsSection,
  [
    line('eyebrow', 40, false, { description: 'Optional: the small label above the heading.' }),
    sectionTitle('figures'),
    optionalLead,
    list('items', [landingStat], ['figure', 'figures'], [statsMin, statsMax], {
      title: 'Figures',
      description: `${statsMin} or ${statsMax}, in one row.`,
    }),
  ],
  { icon: BarChartIcon, preview: sectionPreview('statsSection', BarChartIcon, 'title') },
);
