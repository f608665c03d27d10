// Home: hero, pain points, solution, services, testimonials, how it works, collaboration, offer popup.
import { Hero } from '@/components/home/hero';
import { HowItWorks } from '@/components/home/how-it-works';
import { PainPoints } from '@/components/home/pain-points';
import { Seamless } from '@/components/home/seamless';
import { Services } from '@/components/home/services';
import { Solution } from '@/components/home/solution';
import { SpecialOffer } from '@/components/home/special-offer';
import { Testimonials } from '@/components/home/testimonials';
import { homeSeo } from '@/content/home';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(homeSeo);

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
    </>
  );
}
