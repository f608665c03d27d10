// Sanity schema: the site's navigation, one document edited as the Studio's Navigation: the header (its Services
// menu, its other links, its three buttons' labels), the mobile menu and the footer (its blurb, which may quote the
// settings' claims as {name}, its columns and legal links). Each link is a label and one target
// (sanity/fields/link.ts). What assistive technology hears (the menus' names, the skip link) and the copyright
// line stay in code (content/navigation.ts). The site's parser (lib/marketing/navigation/schemas.ts) is derived
// from this definition, the links' own by hand; the query it reads the document with is here too.
import { MenuIcon } from '@sanity/icons/Menu';
import type { DocumentRule } from 'sanity';
import { defineQuery } from 'groq';
import { linkField, linkGroup, linkList, linkMember } from '../fields/link';
import { document } from '../fields/page';
import { quotesKnownClaims } from '../fields/rules';
import { group, line, list, paragraph } from '../fields/text';

/** How many entries each list takes, and the groups' and columns' title lengths: the site's parser reads them
 * (lib/marketing/navigation/schemas.ts). */
export const navigationCounts = {
  servicesLinksMax: 8,
  headerLinksMax: 6,
  mobileEntriesMax: 12,
  groupLabelMax: 30,
  groupLinksMax: 8,
  columnsMax: 3, // the footer's grid: the blurb and three columns
  columnTitleMax: 30,
  columnLinksMax: 10,
  legalLinksMax: 6,
} as const;
const counts = navigationCounts;

/** The Services menu's label, a mobile menu group's and a footer column's title: the site's parser derives them. */
export const servicesMenuLabel = line('label', 30, 'The menu’s label.', {
  description: 'The button that opens the menu.',
});
export const groupLabel = line('label', counts.groupLabelMax, 'The group’s label.', {
  description: 'Shown above its links.',
});
export const columnTitle = line('title', counts.columnTitleMax, 'The column’s title.');

/** An entry of the mobile menu that groups links under a label (Services, Resources), and a column of the footer. */
const navGroup = linkGroup('navGroup', 'Group', groupLabel, counts.groupLinksMax);
const footerColumn = linkGroup('footerColumn', 'Column', columnTitle, counts.columnLinksMax);

export const navigation = document(
  'navigation',
  'Navigation',
  [
    group('servicesMenu', [servicesMenuLabel, linkList(counts.servicesLinksMax)], 'The Services menu.', {
      group: 'header',
      title: 'Services menu',
      description: 'The header’s first entry: a button that opens its links.',
    }),
    list('headerLinks', [linkMember], ['link', 'links'], [1, counts.headerLinksMax], {
      title: 'Header links',
      group: 'header',
      description: 'After the Services menu, in this order. The full header shows from 1280 px wide.',
    }),
    linkField('roiButton', 'The ROI button.', {
      title: 'ROI button',
      group: 'header',
      description: 'The header’s outlined button, and the menu sheet’s first button.',
    }),
    line('quoteLabel', 30, 'The booking button’s label.', {
      title: 'Booking button label',
      group: 'header',
      description:
        'The header’s and the menu sheet’s booking button. It opens the Settings’ booking page; on a landing page with its own booking link, that link.',
    }),
    line('specialOfferLabel', 30, 'The special offer button’s label.', {
      title: 'Special offer button label',
      group: 'header',
      description: 'Shown while the Special offer is on; it opens the offer.',
    }),
    list('mobileMenu', [linkMember, navGroup], ['entry', 'entries'], [1, counts.mobileEntriesMax], {
      title: 'Mobile menu',
      group: 'mobile',
      description: 'The menu sheet below 1280 px wide: links, and groups of links under a label.',
    }),
    paragraph('footerBlurb', 400, 'The footer’s blurb.', {
      title: 'Blurb',
      group: 'footer',
      rows: 4,
      description: 'Under the logo. It may quote the Settings’ claims: {process}, {guarantee}…',
    }),
    line('locationLabel', 30, 'The words before the location.', {
      title: 'Location label',
      group: 'footer',
      description: 'Before the city, e.g. “Based in” Lisbon, Portugal.',
    }),
    line('linkedInLabel', 60, 'The LinkedIn link’s label.', {
      title: 'LinkedIn link label',
      group: 'footer',
      description: 'It opens the profile of the Settings.',
    }),
    list('footerColumns', [footerColumn], ['column', 'columns'], [1, counts.columnsMax], {
      title: 'Columns',
      group: 'footer',
      description: 'Beside the blurb, each a title over its links.',
    }),
    list('legalLinks', [linkMember], ['link', 'links'], [1, counts.legalLinksMax], {
      title: 'Legal links',
      group: 'footer',
      description: 'At the bottom, beside the copyright line.',
    }),
  ] as const,
  {
    icon: MenuIcon,
    validation: (rule: DocumentRule) => quotesKnownClaims(rule),
    groups: [
      { name: 'header', title: 'Header', default: true },
      { name: 'mobile', title: 'Mobile menu' },
      { name: 'footer', title: 'Footer' },
    ],
    preview: { prepare: () => ({ title: 'Navigation' }) },
  },
);

/** A link's projection: its label, its kind, each kind's target, the linked document's type and current address. */
const link = `{ label, kind, page, anchor, url, "document": document->{ _type, _id, "slug": slug.current } }`;

/** The document as the site reads it, by its fixed id (lib/marketing/navigation/read.ts). */
export const navigationQuery = defineQuery(`*[_type == "navigation" && _id == "navigation"][0]{
  _id, servicesMenu{ label, links[]${link} }, headerLinks[]${link}, roiButton${link}, quoteLabel, specialOfferLabel,
  mobileMenu[]{ _type, label, kind, page, anchor, url, "document": document->{ _type, _id, "slug": slug.current },
    links[]${link} },
  footerBlurb, locationLabel, linkedInLabel, footerColumns[]{ title, links[]${link} }, legalLinks[]${link}
}`);
