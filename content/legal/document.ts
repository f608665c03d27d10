// The shape of a legal document (privacy, terms, cookies). The day they all take effect is a site setting (the
// Studio's Settings: Legal pages' effective date).
import type { RichText } from '@/content/rich-text';
import type { PageSeo } from '@/lib/seo';

/**
 * Text that is true only with analytics on (NEXT_PUBLIC_PLAUSIBLE_DOMAIN set) or only with it off: a
 * policy describes what this deployment does, so the page keeps one of the two.
 */
export type AnalyticsCondition = { when?: 'analytics-on' | 'analytics-off' };

export type LegalBlock = (
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[] }
  /** Named items, e.g. a right and what it means, or a cookie and what it does. */
  | { kind: 'definitions'; items: readonly { term: string; text: RichText }[] }
  | { kind: 'subheading'; text: string }
) &
  AnalyticsCondition;

export type LegalSection = AnalyticsCondition & {
  /** The fragment id (`#your-rights`), stable so other pages and e-mails can link to it. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  seo: PageSeo;
  title: string;
  lead: string;
  sections: readonly LegalSection[];
};

export const legalLabels = {
  badge: 'Legal',
  effective: 'Effective',
  tableOfContents: 'On this page',
} as const;

export const paragraph = (text: RichText): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: RichText[]): LegalBlock => ({ kind: 'list', items });
export const definitions = (...items: { term: string; text: RichText }[]): LegalBlock => ({
  kind: 'definitions',
  items,
});
export const subheading = (text: string): LegalBlock => ({ kind: 'subheading', text });

/** `block`, kept only when analytics is on (`'analytics-on'`) or only when it is off. */
export const onlyWhen = (when: NonNullable<AnalyticsCondition['when']>, block: LegalBlock): LegalBlock => ({
  ...block,
  when,
});

/** The document as this deployment states it: the sections and blocks of its analytics setting. */
export function legalDocumentFor(document: LegalDocument, { analytics }: { analytics: boolean }): LegalDocument {
  const applies = ({ when }: AnalyticsCondition) => when === undefined || (when === 'analytics-on') === analytics;
  return {
    ...document,
    sections: document.sections
      .filter(applies)
      .map((section) => ({ ...section, blocks: section.blocks.filter(applies) })),
  };
}
