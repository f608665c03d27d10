// A landing page's hero: the page's one h1, its lead and the booking call (tagged 'landing-hero'), then the video
// or image the page chose, if any. The video's poster comes from the page's VideoPosters (its video document's).
import { ArrowRight } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { Badge } from '@/components/ui/badge';
import { BookingButton } from '@/components/ui/booking-button';
import { Img } from '@/components/ui/img';
import { VideoFacade } from '@/components/video/video-facade';
import type { LandingSectionOf } from '@/lib/landing/schemas';

/** The video or image under the button: at the top of the page, so loaded at once. */
function HeroMedia({ section }: { section: LandingSectionOf<'heroSection'> }) {
  if (section.mediaId)
    return (
      <VideoFacade
        mediaId={section.mediaId}
        title={section.videoTitle ?? section.title}
        priority
        className="mt-10 shadow-2xl ring-1 shadow-accent/20 ring-white/10"
      />
    );
  if (section.image)
    return (
      <div className="relative mt-10 aspect-video overflow-hidden rounded-(--radius-card) ring-1 ring-white/10">
        <Img src={section.image.src} alt={section.image.alt} fill priority className="object-cover" />
      </div>
    );
  return null;
}

export function LandingHero({ section }: { section: LandingSectionOf<'heroSection'> }) {
  return (
    <PageHero
      badge={section.eyebrow ? <Badge tone="on-ink">{section.eyebrow}</Badge> : undefined}
      title={section.title}
      lead={section.lead}
    >
      <BookingButton cta="landing-hero" size="lg" className="mt-8">
        {section.buttonLabel}
        <ArrowRight aria-hidden="true" className="size-5" />
      </BookingButton>
      <HeroMedia section={section} />
    </PageHero>
  );
}
