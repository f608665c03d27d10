// The pricing section in the Studio: a heading and lead of the page's own over the pricing page's plans, which
// are edited on the pricing page (their names, prices, features and buttons), so every page shows the same prices.
import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { landingSectionTitles } from '../../../../lib/landing/limits';
import { item } from '../../../../sanity/fields/text';
import { optionalLead, sectionPreview, sectionTitle } from '../schema';

export const pricingSection = item(
  'pricingSection',
  landingSectionTitles.pricingSection,
  [sectionTitle('plans'), optionalLead],
  {
    icon: CreditCardIcon,
    description:
      'The plans of the Pricing page, with their prices, features and note, as on /pricing: change them there. The heading and lead are this page’s.',
    preview: sectionPreview('pricingSection', CreditCardIcon, 'title'),
  },
);
