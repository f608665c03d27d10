// /youtube-strategy: the article on five SaaS YouTube channels, with Article JSON-LD.
import { CalendarDays, Clock, PenLine } from 'lucide-react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { HeroFacts } from '@/components/layout/hero-facts';
import { PageHero } from '@/components/layout/page-hero';
import { TocPageBody } from '@/components/prose/toc-page-body';
import { JsonLd } from '@/components/seo/json-ld';
import { Badge } from '@/components/ui/badge';
import { ArticleCta } from '@/components/youtube-strategy/article-cta';
import { FinalThoughts } from '@/components/youtube-strategy/final-thoughts';
import { StrategyCaseSection } from '@/components/youtube-strategy/strategy-case-section';
import { strategyCases, youtubeStrategyArticle as article, youtubeStrategySeo } from '@/content/youtube-strategy';
import { isPreview } from '@/lib/content/preview';
import { getSiteSettings } from '@/lib/marketing/settings';
import { articleJsonLd, pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(youtubeStrategySeo);

const toc = [
  ...strategyCases.map((item, index) => ({ id: item.id, label: item.company, marker: `${index + 1}.` })),
  { id: article.finalThoughts.id, label: article.finalThoughts.title },
];

export default async function YoutubeStrategyPage() {
  const { claims } = await getSiteSettings({ preview: await isPreview() });
  return (
    <>
      <Breadcrumbs path={youtubeStrategySeo.path} />
      <article aria-labelledby="article-title">
        <PageHero
          badge={<Badge tone="on-ink">{article.badge}</Badge>}
          title={<span id="article-title">{article.title}</span>}
          lead={article.lead}
        >
          <HeroFacts
            facts={[
              { key: 'byline', icon: PenLine, content: article.byline },
              {
                key: 'published',
                icon: CalendarDays,
                content: <time dateTime={article.published.iso}>{article.published.label}</time>,
              },
              { key: 'reading-time', icon: Clock, content: article.readingTime },
            ]}
          />
        </PageHero>
        <TocPageBody title={article.tableOfContents} items={toc}>
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
        </TocPageBody>
      </article>
      <ArticleCta claims={claims} />
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
