// One legal page (privacy, terms, cookies): hero with the effective date, a table of contents
// and numbered sections set at a readable measure. Server-rendered, no JavaScript.
import { CalendarDays, MapPin } from 'lucide-react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { LegalBlocks } from '@/components/legal/legal-blocks';
import { TableOfContentsAside, TableOfContentsDisclosure } from '@/components/prose/table-of-contents';
import { Badge } from '@/components/ui/badge';
import { legalEffectiveDate, legalLabels, type LegalDocument as LegalDocumentData } from '@/content/legal/document';
import { site } from '@/content/site';

export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const toc = document.sections.map((section, index) => ({
    id: section.id,
    label: section.heading,
    marker: `${index + 1}.`,
  }));
  return (
    <>
      <Breadcrumbs path={document.seo.path} />
      <PageHero badge={<Badge tone="on-ink">{legalLabels.badge}</Badge>} title={document.title} lead={document.lead}>
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-on-ink">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 text-accent-on-ink" />
            <span>
              {legalLabels.effective} <time dateTime={legalEffectiveDate.iso}>{legalEffectiveDate.label}</time>
            </span>
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 text-accent-on-ink" />
            <span>
              {site.name}, {site.location.label}
            </span>
          </li>
        </ul>
      </PageHero>
      <div className="bg-paper py-14 sm:py-20">
        <Container className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <div>
            <TableOfContentsAside title={legalLabels.tableOfContents} items={toc} />
          </div>
          <div>
            <TableOfContentsDisclosure title={legalLabels.tableOfContents} items={toc} />
            <article
              aria-label={document.title}
              className="max-w-[68ch] text-base leading-7 text-body sm:text-[1.0625rem]"
            >
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
          </div>
        </Container>
      </div>
    </>
  );
}
