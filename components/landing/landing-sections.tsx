// A landing page's sections in the marketer's order, each by the site's own component where there is one
// (services, testimonials, process, client logos, the FAQ, the closing band) with the page's words.
import { HowItWorks } from '@/components/home/how-it-works';
import { Services } from '@/components/home/services';
import { Testimonials } from '@/components/home/testimonials';
import { TrustedBy } from '@/components/home/trusted-by';
import { LandingCta } from '@/components/landing/landing-cta';
import { LandingHero } from '@/components/landing/landing-hero';
import { StatsSection } from '@/components/landing/stats-section';
import { VideoShowcase } from '@/components/landing/video-showcase';
import { FaqSection } from '@/components/pricing/pricing-faq';
import type { LandingSection } from '@/lib/landing/schemas';
import type { Testimonial } from '@/lib/marketing/schemas';

/** A page's own heading or lead, or the section's usual one (undefined: the component's default). */
const own = (words: string | null) => words ?? undefined;

function LandingSectionView({
  section,
  index,
  testimonials,
}: {
  section: LandingSection;
  index: number;
  testimonials: Testimonial[];
}) {
  switch (section._type) {
    case 'heroSection':
      return <LandingHero section={section} />;
    case 'videoShowcaseSection':
      return <VideoShowcase id="landing-videos" section={section} />;
    case 'servicesSection':
      return <Services title={own(section.heading)} lead={own(section.lead)} />;
    case 'testimonialsSection':
      // A carousel of nothing is no section: every testimonial unpublished leaves it out.
      return testimonials.length > 0 ? (
        <Testimonials testimonials={testimonials} title={own(section.heading)} lead={own(section.lead)} />
      ) : null;
    case 'processSection':
      return <HowItWorks title={own(section.heading)} lead={own(section.lead)} />;
    case 'statsSection':
      return <StatsSection id="landing-stats" section={section} />;
    case 'faqSection':
      return <FaqSection id="landing-faq" title={section.title} lead={own(section.lead)} items={section.items} />;
    case 'logosSection':
      // The strip is made for a dark band (on the home page, the hero's).
      return (
        <section aria-labelledby="trusted-by" className="on-ink bg-ink text-white">
          <TrustedBy title={own(section.heading)} lead={own(section.lead)} />
        </section>
      );
    case 'callToActionSection':
      // The one section a page may hold more than once: its id says which.
      return <LandingCta id={`landing-cta-${index + 1}`} section={section} />;
  }
}

export function LandingSections({
  sections,
  testimonials,
}: {
  sections: LandingSection[];
  /** The testimonial documents, read only when a section shows them. */
  testimonials: Testimonial[];
}) {
  return sections.map((section, index) => (
    <LandingSectionView key={section._key ?? index} section={section} index={index} testimonials={testimonials} />
  ));
}
