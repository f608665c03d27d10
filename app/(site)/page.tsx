// Home: hero, pain points, solution, services, testimonials, how it works, collaboration, offer popup;
// a VideoObject for each video they show. ISR (hourly and on the publish webhook): the offer and the
// testimonials are the marketers' documents.
import { Hero } from '@/components/home/hero';
import { HowItWorks } from '@/components/home/how-it-works';
import { PainPoints } from '@/components/home/pain-points';
import { Seamless } from '@/components/home/seamless';
import { Services } from '@/components/home/services';
import { Solution } from '@/components/home/solution';
import { SpecialOffer } from '@/components/home/special-offer';
import { Testimonials } from '@/components/home/testimonials';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { JsonLd } from '@/components/seo/json-ld';
import { homeSeo, homeUnavailableBack } from '@/content/home';
import { homeServices } from '@/content/home-services';
import { media } from '@/content/media';
import { settle, type ContentFault } from '@/lib/content/faults';
import { isPreview } from '@/lib/content/preview';
import { getSpecialOffer, getTestimonials } from '@/lib/marketing/read';
import { shownOffer } from '@/lib/marketing/offer';
import { pageMetadata } from '@/lib/seo';
import { siteVideoObjects } from '@/lib/video-object';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const metadata = pageMetadata(homeSeo);

// In an editor's draft mode, the offer and testimonials from drafts.
export default async function HomePage() {
  const preview = await isPreview();
  const [offerRead, testimonialsRead] = await Promise.all([
    settle(getSpecialOffer({ preview })),
    settle(getTestimonials({ preview })),
  ]);
  const unavailable = (fault: ContentFault) => (
    <ContentUnavailable path={homeSeo.path} back={homeUnavailableBack} fault={fault} preview={preview} />
  );
  if ('fault' in offerRead) return unavailable(offerRead.fault);
  if ('fault' in testimonialsRead) return unavailable(testimonialsRead.fault);
  const offer = shownOffer(offerRead.value);
  const testimonials = testimonialsRead.value;
  // The offer popup's videos count: it opens by itself on every visit.
  const videos = siteVideoObjects([
    media.hero,
    ...homeServices.flatMap((service) => (service.demo ? [service.demo.mediaId] : [])),
    ...testimonials.map((testimonial) => testimonial.mediaId),
    ...(offer?.videos.map((video) => video.mediaId) ?? []),
  ]);
  return (
    <>
      {offer ? <SpecialOffer offer={offer} /> : null}
      <Hero />
      <PainPoints />
      <Solution />
      <Services />
      <Testimonials testimonials={testimonials} />
      <HowItWorks />
      <Seamless />
      {videos.map((video) => (
        <JsonLd key={video.mediaId} data={video.jsonLd} />
      ))}
    </>
  );
}
