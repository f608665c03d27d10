// The article's closing call to action: pricing (ROI calculator) and case studies; its text quotes the claims.
import { ArrowRight } from 'lucide-react';
import { ClosingCta } from '@/components/layout/closing-cta';
import { ButtonLink } from '@/components/ui/button';
import { youtubeStrategyArticle } from '@/content/youtube-strategy';
import { fillClaims, type Claims } from '@/lib/marketing/claims';

export function ArticleCta({ claims }: { claims: Claims }) {
  const { cta } = youtubeStrategyArticle;
  return (
    <ClosingCta id="article-cta" title={cta.title} text={fillClaims(cta.text, claims, 'the YouTube strategy article')}>
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
