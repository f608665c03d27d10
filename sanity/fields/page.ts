// A document type written once: `document` for any (its name, title, fields and the rest), and `pageDocument` for
// a page's: one per page (a singleton), edited in tabs that start with its hero and end with its SEO, whose texts
// may quote the settings' claims as {name}. The home, about, career, pricing and service pages.
import type { ComponentType } from 'react';
import type { DocumentDefinition, DocumentRule, FieldDefinition } from 'sanity';
import { defineType } from './define';
import { quotesKnownClaims } from './rules';
import { seoField } from './shapes';
import { fieldsOf, object, shaped, type TextShape } from './site-shape';
import { line, paragraph, type Field, type FieldExtra, type Required } from './text';

/** A document type: its name, its title in the Studio, its fields, then the rest (icon, preview, orderings…). */
export const document = <const L extends readonly FieldDefinition[]>(
  name: string,
  title: string,
  fields: L,
  extra: Omit<DocumentDefinition, 'name' | 'title' | 'type' | 'fields'> = {},
) => shaped(defineType({ name, title, type: 'document', ...extra, fields: [...fields] }), object(fieldsOf(fields)));

/** A page's document: its type's name, its title and icon in the Studio, then its tabs and fields. */
export const pageDocument = <const L extends readonly FieldDefinition[]>(
  name: string,
  title: string,
  icon: ComponentType,
  {
    tabs,
    fields,
    subtitle = 'title',
    seoDescription,
  }: {
    /** The page's own tabs, between Hero and SEO: each tab's name and its title. */
    tabs: Record<string, string>;
    fields: L;
    /** The field the Studio's list shows under the page's name. */
    subtitle?: string;
    /** What the SEO tab says of this page's defaults, when it says more than the SEO object does. */
    seoDescription?: string;
  },
) =>
  document(
    name,
    title,
    [...fields, seoDescription ? { ...seoField, description: seoDescription } : seoField] as const,
    {
      icon,
      validation: (rule: DocumentRule) => quotesKnownClaims(rule),
      groups: [
        { name: 'hero', title: 'Hero', default: true },
        ...Object.entries(tabs).map(([name, title]) => ({ name, title })),
        { name: 'seo', title: 'SEO' },
      ],
      preview: { select: { subtitle }, prepare: ({ subtitle }: { subtitle?: string }) => ({ title, subtitle }) },
    },
  );

type Hero = { badgeMax?: number; titleMax: number; leadMax?: number };
type HeroFields<L extends Hero> = readonly [
  ...(L extends { badgeMax: number } ? [Field<'badge', TextShape<true>>] : []),
  Field<'title', TextShape<true>>,
  ...(L extends { leadMax: number } ? [Field<'lead', TextShape<true>>] : []),
];

/** The hero's small label, title and paragraph (with the page's limits), in the Hero tab; a page without the label
 * or the paragraph gives no limit for it. */
export const heroFields = <const L extends Hero>(limits: L) =>
  [
    limits.badgeMax !== undefined &&
      line('badge', limits.badgeMax, 'The label above the title.', {
        group: 'hero',
        description: 'The small label above the title.',
      }),
    line('title', limits.titleMax, 'The page’s title.', { group: 'hero' }),
    limits.leadMax !== undefined &&
      paragraph('lead', limits.leadMax, 'A paragraph under the title.', { group: 'hero' }),
  ].filter((field) => field !== false) as unknown as HeroFields<L>;

/** A tab's title, `{tab}Title`, shown as “Label: title”. */
export const tabTitle = <const T extends string>(tab: T, label: string, max: number, message: string) =>
  line(`${tab}Title` as `${T}Title`, max, message, { title: `${label}: title`, group: tab });

/** A paragraph of a tab, `{tab}{Part}` (the lead under its title, a note), two lines tall, shown as “Label: part”. */
export const tabParagraph = <const T extends string, const P extends string, R extends Required>(
  tab: T,
  part: P,
  label: string,
  max: number,
  required: R,
  extra: FieldExtra = {},
) =>
  paragraph(`${tab}${part.replace(/^./, (first) => first.toUpperCase())}` as `${T}${Capitalize<P>}`, max, required, {
    title: `${label}: ${part}`,
    rows: 2,
    group: tab,
    ...extra,
  });
