// Home: hero, pain points, solution, services, testimonials, how it works, collaboration, offer popup;
// a VideoObject for each video they show.
import { Hero } from '@/components/home/hero';
import { HowItWorks } from '@/components/home/how-it-works';
import { PainPoints } from '@/components/home/pain-points';
import { Seamless } from '@/components/home/seamless';
import { Services } from '@/components/home/services';
import { Solution } from '@/components/home/solution';
import { SpecialOffer } from '@/components/home/special-offer';
import { Testimonials } from '@/components/home/testimonials';
import { JsonLd } from '@/components/seo/json-ld';
import { homeSeo } from '@/content/home';
import { homeServices } from '@/content/home-services';
import { media } from '@/content/media';
import { specialOffer } from '@/content/special-offer';
import { testimonials } from '@/content/testimonials';
import { pageMetadata } from '@/lib/seo';
import { siteVideoObjects } from '@/lib/video-object';

export const metadata = pageMetadata(homeSeo);

// The offer popup's videos count: it opens by itself on every visit.
const videos = siteVideoObjects([
  media.hero,
  ...homeServices.flatMap((service) => (service.demo ? [service.demo.mediaId] : [])),
  ...testimonials.map((testimonial) => testimonial.mediaId),
  ...specialOffer.videos.map((video) => video.mediaId),
]);

export default function HomePage() {
  return (
    <>
      <SpecialOffer />
      <Hero />
      <PainPoints />
      <Solution />
      <Services />
      <Testimonials />
      <HowItWorks />
      <Seamless />
      {videos.map((video) => (
        <JsonLd key={video.mediaId} data={video.jsonLd} />
      ))}
    </>
  );
}
