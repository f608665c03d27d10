// The article's closing call to action: pricing (ROI calculator) and case studies.
import { ArrowRight } from 'lucide-react';
import { ClosingCta } from '@/components/layout/closing-cta';
import { ButtonLink } from '@/components/ui/button';
import { youtubeStrategyArticle } from '@/content/youtube-strategy';

export function ArticleCta() {
  const { cta } = youtubeStrategyArticle;
  return (
    <ClosingCta id="article-cta" title={cta.title} text={cta.text}>
      <ButtonLink href={cta.primary.href} size="lg" className="w-full sm:w-auto">
        {cta.primary.label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
      <ButtonLink href={cta.secondary.href} size="lg" variant="outline-on-ink" className="w-full sm:w-auto">
        {cta.secondary.label}
      </ButtonLink>
    </ClosingCta>
  );
}
