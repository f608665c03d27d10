// The article's closing call to action: pricing (ROI calculator) and case studies.
import { ArrowRight } from 'lucide-react';
import { Section } from '@/components/layout/container';
import { ButtonLink } from '@/components/ui/button';
import { youtubeStrategyArticle } from '@/content/youtube-strategy';

export function ArticleCta() {
  const { cta } = youtubeStrategyArticle;
  return (
    <Section tone="ink" aria-labelledby="article-cta">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="article-cta" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {cta.title}
        </h2>
        <p className="mt-4 text-lg text-muted-on-ink">{cta.text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink href={cta.primary.href} size="lg">
            {cta.primary.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink href={cta.secondary.href} size="lg" variant="outline-on-ink">
            {cta.secondary.label}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
