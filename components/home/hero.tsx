// The home hero, server-rendered: the headline (the LCP) is plain HTML. Its words are the home page document's.
import { ArrowDown, ShieldCheck } from 'lucide-react';
import { Container } from '@/components/layout/container';
import { TrustedBy } from '@/components/home/trusted-by';
import { BookingButton } from '@/components/ui/booking-button';
import { ButtonLink } from '@/components/ui/button';
import { VideoFacade } from '@/components/video/video-facade';
import { heroSecondaryHref } from '@/content/home';
import type { ClientLogo } from '@/lib/marketing/logos/read';
import type { HomeHero } from '@/lib/marketing/home/schemas';

/** `logos`: the client logos document's, for the Trusted By strip at the hero's foot. */
export function Hero({ hero, logos }: { hero: HomeHero; logos: ClientLogo[] }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="on-ink relative isolate overflow-hidden bg-ink pt-16 text-white lg:pt-18"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_15%_0%,rgb(79_70_229/0.35),transparent_70%),radial-gradient(40%_40%_at_100%_30%,rgb(245_184_46/0.10),transparent_70%)]"
      />
      <Container className="grid items-center gap-12 pt-12 pb-14 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pt-20 lg:pb-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-on-ink uppercase">{hero.eyebrow}</p>
          <h1 id="hero-title" className="mt-4 text-display font-bold text-white">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-on-ink sm:text-xl">{hero.lead}</p>
          <div className="mt-6 flex max-w-xl gap-3 rounded-(--radius-card) border border-ink-line bg-ink-soft/70 p-4">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-highlight" />
            <p className="text-sm text-muted-on-ink sm:text-[0.9375rem]">
              <strong className="font-semibold text-white">{hero.guarantee.label}.</strong> {hero.guarantee.text}
            </p>
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <BookingButton cta="hero" size="lg">
              {hero.ctaLabel}
            </BookingButton>
            <ButtonLink href={heroSecondaryHref} variant="ghost-on-ink" size="lg">
              {hero.secondaryLabel}
              <ArrowDown aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
          <p className="mt-3 text-sm text-muted-on-ink">{hero.ctaNote}</p>
        </div>
        {/* The video's column is centred beside the text. A first frame drawn from the HTML parsed up to the video,
            before the figures under it, would show the video lower than where it ends, and move it: a layout
            shift (seen when the page's first chunk ended there). So the column stays invisible until the parser
            has reached the Trusted By strip's title (#trusted-by), after the whole grid. Its space is laid out as
            ever and the headline paints at once. */}
        <div className="[section:not(:has(#trusted-by))_&]:invisible">
          <VideoFacade
            mediaId={hero.mediaId}
            title={hero.videoTitle}
            priority
            className="shadow-2xl ring-1 shadow-accent/20 ring-white/10"
          />
          <dl className="mt-6 grid grid-cols-3 gap-4 text-center">
            {hero.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-xs text-muted-on-ink sm:text-sm">{fact.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
      <TrustedBy logos={logos} title={hero.trustedByTitle} />
    </section>
  );
}
