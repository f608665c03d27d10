// Home: hero, pain points, solution, services, testimonials, how it works, collaboration, offer popup;
// a VideoObject for each video they show. ISR (hourly and on the publish webhook): the page's words, the client
// logos, the offer, the testimonials and the videos (posters and details, by media id) are the marketers' documents.
import { Hero } from '@/components/home/hero';
import { HowItWorks } from '@/components/home/how-it-works';
import { PainPoints } from '@/components/home/pain-points';
import { Seamless } from '@/components/home/seamless';
import { serviceVideoIds, Services } from '@/components/home/services';
import { Solution } from '@/components/home/solution';
import { SpecialOffer } from '@/components/home/special-offer';
import { Testimonials } from '@/components/home/testimonials';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { documentMetadata } from '@/components/seo/document-metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { VideoPosters } from '@/components/video/video-posters';
import { homeSeo, homeUnavailableBack } from '@/content/home';
import { settle, type ContentFault } from '@/lib/content/faults';
import { isPreview } from '@/lib/content/preview';
import { getHomePage } from '@/lib/marketing/home/read';
import { getClientLogos } from '@/lib/marketing/logos/read';
import { getSpecialOffer, getTestimonials } from '@/lib/marketing/read';
import { shownOffer } from '@/lib/marketing/offer';
import { siteVideoObjects } from '@/lib/video-object';
import { getVideoLibrary, postersFor } from '@/lib/video/library';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const generateMetadata = async () => documentMetadata(getHomePage({ preview: await isPreview() }), homeSeo);

// In an editor's draft mode, every document from its draft.
export default async function HomePage() {
  const preview = await isPreview();
  const [homeRead, logosRead, offerRead, testimonialsRead, libraryRead] = await Promise.all([
    settle(getHomePage({ preview })),
    settle(getClientLogos({ preview })),
    settle(getSpecialOffer({ preview })),
    settle(getTestimonials({ preview })),
    settle(getVideoLibrary({ preview })),
  ]);
  const unavailable = (fault: ContentFault) => (
    <ContentUnavailable path={homeSeo.path} back={homeUnavailableBack} fault={fault} preview={preview} />
  );
  if ('fault' in homeRead) return unavailable(homeRead.fault);
  if ('fault' in logosRead) return unavailable(logosRead.fault);
  if ('fault' in offerRead) return unavailable(offerRead.fault);
  if ('fault' in testimonialsRead) return unavailable(testimonialsRead.fault);
  if ('fault' in libraryRead) return unavailable(libraryRead.fault);
  const home = homeRead.value;
  const offer = shownOffer(offerRead.value, { preview });
  const testimonials = testimonialsRead.value;
  // The offer popup's videos count: it opens by itself on every visit.
  const mediaIds = [
    home.hero.mediaId,
    ...serviceVideoIds(home.services),
    ...testimonials.map((testimonial) => testimonial.mediaId),
    ...(offer?.videos.map((video) => video.mediaId) ?? []),
  ];
  const videos = siteVideoObjects(mediaIds, libraryRead.value);
  return (
    // The posters of the page's videos (their video documents'), for every facade on it, the offer popup's too.
    <VideoPosters posters={postersFor(libraryRead.value, mediaIds)}>
      {offer ? <SpecialOffer offer={offer} /> : null}
      <Hero hero={home.hero} logos={logosRead.value} />
      <PainPoints section={home.painPoints} />
      <Solution section={home.solution} />
      <Services section={home.services} />
      {/* A carousel of nothing is no section: every testimonial unpublished leaves it out. */}
      {testimonials.length > 0 ? <Testimonials testimonials={testimonials} heading={home.testimonials} /> : null}
      <HowItWorks section={home.howItWorks} />
      <Seamless section={home.seamless} />
      {videos.map((video) => (
        <JsonLd key={video.mediaId} data={video.jsonLd} />
      ))}
    </VideoPosters>
  );
}
