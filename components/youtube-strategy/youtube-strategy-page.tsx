// The /youtube-strategy article (hero and byline, introduction, the numbered companies, Final Thoughts, the closing
// call) from the marketers' YouTube strategy document, with Article JSON-LD.
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { CalendarDays, Clock, PenLine } from 'lucide-react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { HeroFacts } from '@/components/layout/hero-facts';
import { PageHero } from '@/components/layout/page-hero';
import { TocPageBody } from '@/components/prose/toc-page-body';
import { documentMetadata } from '@/components/seo/document-metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { Badge } from '@/components/ui/badge';
import { ArticleCta } from '@/components/youtube-strategy/article-cta';
import { FinalThoughts } from '@/components/youtube-strategy/final-thoughts';
import { StrategyCaseSection } from '@/components/youtube-strategy/strategy-case-section';
import { finalThoughtsId, youtubeStrategySeo, youtubeStrategyUnavailableBack } from '@/content/youtube-strategy';
import { formatPostDate } from '@/lib/blog/format';
import { settle } from '@/lib/content/faults';
import { withPageSeo } from '@/lib/marketing/seo';
import { getYoutubeStrategyPage } from '@/lib/marketing/youtube-strategy/read';
import { articleJsonLd } from '@/lib/seo';

/** The head: the document's SEO over the defaults, as an article of the document's day and byline. */
export async function youtubeStrategyMetadata({ preview = false } = {}): Promise<Metadata> {
  const read = getYoutubeStrategyPage({ preview });
  const settled = await settle(read);
  const article =
    'fault' in settled
      ? undefined
      : { publishedTime: settled.value.publishedAt, authors: [stegaClean(settled.value.byline)] };
  return documentMetadata(read, { ...youtubeStrategySeo, article });
}

export async function YoutubeStrategyPage({ preview = false }: { preview?: boolean }) {
  const read = await settle(getYoutubeStrategyPage({ preview }));
  if ('fault' in read)
    return (
      <ContentUnavailable
        path={youtubeStrategySeo.path}
        back={youtubeStrategyUnavailableBack}
        fault={read.fault}
        preview={preview}
      />
    );
  const page = read.value;
  const { description } = withPageSeo(youtubeStrategySeo, stegaClean(page.seo));
  const toc = [
    ...page.cases.map((item, index) => ({ id: item.id, label: item.company, marker: `${index + 1}.` })),
    { id: finalThoughtsId, label: page.finalThoughts.title },
  ];
  return (
    <>
      <Breadcrumbs path={youtubeStrategySeo.path} />
      <article aria-labelledby="article-title">
        <PageHero
          badge={<Badge tone="on-ink">{page.badge}</Badge>}
          title={<span id="article-title">{page.title}</span>}
          lead={page.lead}
        >
          <HeroFacts
            facts={[
              { key: 'byline', icon: PenLine, content: page.byline },
              {
                key: 'published',
                icon: CalendarDays,
                content: <time dateTime={page.publishedAt}>{formatPostDate(page.publishedAt)}</time>,
              },
              { key: 'reading-time', icon: Clock, content: page.readingTime },
            ]}
          />
        </PageHero>
        <TocPageBody title={page.tocTitle} items={toc}>
          <div className="space-y-5 text-lg leading-8 text-ink sm:text-xl">
            {page.intro.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-14">
            {page.cases.map((item, index) => (
              <StrategyCaseSection key={item.id} item={item} number={index + 1} titles={page.partTitles} />
            ))}
          </div>
          <FinalThoughts id={finalThoughtsId} section={page.finalThoughts} />
        </TocPageBody>
      </article>
      <ArticleCta cta={page.cta} />
      <JsonLd
        data={articleJsonLd({
          title: stegaClean(page.title),
          description,
          path: youtubeStrategySeo.path,
          publishedAt: page.publishedAt,
          sections: page.cases.map((item) => stegaClean(item.company)),
        })}
      />
    </>
  );
}
