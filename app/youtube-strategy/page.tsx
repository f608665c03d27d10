// /youtube-strategy: the article on five SaaS YouTube channels, with Article JSON-LD.
import { CalendarDays, Clock, PenLine } from 'lucide-react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { TableOfContentsAside, TableOfContentsDisclosure } from '@/components/prose/table-of-contents';
import { JsonLd } from '@/components/seo/json-ld';
import { Badge } from '@/components/ui/badge';
import { ArticleCta } from '@/components/youtube-strategy/article-cta';
import { FinalThoughts } from '@/components/youtube-strategy/final-thoughts';
import { StrategyCaseSection } from '@/components/youtube-strategy/strategy-case-section';
import { strategyCases, youtubeStrategyArticle as article, youtubeStrategySeo } from '@/content/youtube-strategy';
import { articleJsonLd, pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(youtubeStrategySeo);

const toc = [
  ...strategyCases.map((item, index) => ({ id: item.id, label: item.company, marker: `${index + 1}.` })),
  { id: article.finalThoughts.id, label: article.finalThoughts.title },
];

export default function YoutubeStrategyPage() {
  return (
    <>
      <Breadcrumbs path={youtubeStrategySeo.path} />
      <article aria-labelledby="article-title">
        <PageHero
          badge={<Badge tone="on-ink">{article.badge}</Badge>}
          title={<span id="article-title">{article.title}</span>}
          lead={article.lead}
        >
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-on-ink">
            <li className="flex items-center gap-2">
              <PenLine aria-hidden="true" className="size-4 text-accent-on-ink" />
              {article.byline}
            </li>
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 text-accent-on-ink" />
              <time dateTime={article.published.iso}>{article.published.label}</time>
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-accent-on-ink" />
              {article.readingTime}
            </li>
          </ul>
        </PageHero>
        <div className="bg-paper py-14 sm:py-20">
          <Container className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
            <div>
              <TableOfContentsAside title={article.tableOfContents} items={toc} />
            </div>
            <div className="max-w-[68ch] text-base leading-7 text-body sm:text-[1.0625rem]">
              <TableOfContentsDisclosure title={article.tableOfContents} items={toc} />
              <div className="space-y-5 text-lg leading-8 text-ink sm:text-xl">
                {article.intro.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <div className="mt-14">
                {strategyCases.map((item, index) => (
                  <StrategyCaseSection key={item.id} item={item} number={index + 1} />
                ))}
              </div>
              <FinalThoughts />
            </div>
          </Container>
        </div>
      </article>
      <ArticleCta />
      <JsonLd
        data={articleJsonLd({
          title: article.title,
          description: youtubeStrategySeo.description,
          path: youtubeStrategySeo.path,
          publishedAt: article.published.iso,
          sections: strategyCases.map((item) => item.company),
        })}
      />
    </>
  );
}
