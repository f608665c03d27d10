// The article's closing call to action: pricing (ROI calculator) and case studies; its words are the document's,
// its text quoting the claims (filled by the reader), the buttons' addresses the code's.
import { ArrowRight } from 'lucide-react';
import { ClosingCta } from '@/components/layout/closing-cta';
import { ButtonLink } from '@/components/ui/button';
import { youtubeStrategyCtaLinks as links } from '@/content/youtube-strategy';
import type { YoutubeStrategyPage } from '@/lib/marketing/youtube-strategy/schemas';

export function ArticleCta({ cta }: { cta: YoutubeStrategyPage['cta'] }) {
  return (
    <ClosingCta id="article-cta" title={cta.title} text={cta.text}>
      <ButtonLink href={links.pricing} size="lg" className="w-full sm:w-auto">
        {cta.pricingLabel}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
      <ButtonLink href={links.caseStudies} size="lg" variant="outline-on-ink" className="w-full sm:w-auto">
        {cta.caseStudiesLabel}
      </ButtonLink>
    </ClosingCta>
  );
}
