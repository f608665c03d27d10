// One legal page: hero with the effective date, a table of contents and numbered sections (no JavaScript),
// as true for this deployment (its analytics setting).
import { CalendarDays, MapPin } from 'lucide-react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { HeroFacts } from '@/components/layout/hero-facts';
import { PageHero } from '@/components/layout/page-hero';
import { LegalBlocks } from '@/components/legal/legal-blocks';
import { TocPageBody } from '@/components/prose/toc-page-body';
import { Badge } from '@/components/ui/badge';
import { legalDocumentFor, legalLabels, type LegalDocument as LegalDocumentData } from '@/content/legal/document';
import { site } from '@/content/site';
import { formatPostDate } from '@/lib/blog/format';
import { isPreview } from '@/lib/content/preview';
import { analytics } from '@/lib/env';
import { getSiteSettings } from '@/lib/marketing/settings';

export async function LegalDocument({ document: text }: { document: LegalDocumentData }) {
  // The day they take effect is the settings' (a date), written in words as the posts' dates are.
  const { legalEffectiveDate } = await getSiteSettings({ preview: await isPreview() });
  // What this deployment does: with analytics on, the policies name it; off, they say there is none.
  const document = legalDocumentFor(text, { analytics: analytics !== null });
  const toc = document.sections.map((section, index) => ({
    id: section.id,
    label: section.heading,
    marker: `${index + 1}.`,
  }));
  return (
    <>
      <Breadcrumbs path={document.seo.path} />
      <PageHero badge={<Badge tone="on-ink">{legalLabels.badge}</Badge>} title={document.title} lead={document.lead}>
        <HeroFacts
          facts={[
            {
              key: 'effective',
              icon: CalendarDays,
              content: (
                <span>
                  {legalLabels.effective}{' '}
                  <time dateTime={legalEffectiveDate}>{formatPostDate(legalEffectiveDate)}</time>
                </span>
              ),
            },
            {
              key: 'operator',
              icon: MapPin,
              content: (
                <span>
                  {site.name}, {site.location.label}
                </span>
              ),
            },
          ]}
        />
      </PageHero>
      <TocPageBody title={legalLabels.tableOfContents} items={toc}>
        <article aria-label={document.title}>
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="border-t border-line py-10 first:border-t-0 first:pt-0 last:pb-0"
            >
              <h2 className="text-2xl font-bold tracking-tight text-ink">
                <span className="text-accent tabular-nums">{index + 1}.</span> {section.heading}
              </h2>
              <LegalBlocks blocks={section.blocks} />
            </section>
          ))}
        </article>
      </TocPageBody>
    </>
  );
}
