// A page's document: one per page (a singleton), edited in tabs that start with its hero and end with its SEO,
// whose texts may quote the settings' claims as {name}. The home, about, career, pricing and service pages.
import type { ComponentType } from 'react';
import { defineType, type FieldDefinition } from 'sanity';
import { quotesKnownClaims } from './rules';
import { seoField } from './shapes';
import { line, paragraph } from './text';

type Tab = { name: string; title: string };

export const pageDocument = ({
  name,
  title,
  icon,
  tabs,
  fields,
  subtitle = 'title',
  seoDescription,
}: {
  name: string;
  title: string;
  icon: ComponentType;
  /** The page's own tabs, between Hero and SEO. */
  tabs: Tab[];
  fields: FieldDefinition[];
  /** The field the Studio's list shows under the page's name. */
  subtitle?: string;
  /** What the SEO tab says of this page's defaults, when it says more than the SEO object does. */
  seoDescription?: string;
}) =>
  defineType({
    name,
    title,
    type: 'document',
    icon,
    validation: (rule) => quotesKnownClaims(rule),
    groups: [{ name: 'hero', title: 'Hero', default: true }, ...tabs, { name: 'seo', title: 'SEO' }],
    fields: [...fields, seoDescription ? { ...seoField, description: seoDescription } : seoField],
    preview: { select: { subtitle }, prepare: ({ subtitle }: { subtitle?: string }) => ({ title, subtitle }) },
  });

/** The hero's small label, title and paragraph (with the page's limits), in the Hero tab. */
export const heroFields = (limits: { badgeMax: number; titleMax: number; leadMax: number }) => [
  line('badge', limits.badgeMax, 'The label above the title.', {
    group: 'hero',
    description: 'The small label above the title.',
  }),
  line('title', limits.titleMax, 'The page’s title.', { group: 'hero' }),
  paragraph('lead', limits.leadMax, 'A paragraph under the title.', { group: 'hero' }),
];
