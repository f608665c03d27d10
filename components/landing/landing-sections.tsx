// A landing page's sections in the marketer's order, each by the site's own component where there is one
// (services, testimonials, process, client logos, the FAQ, the closing band) with the page's words; the site's
// sections show the home page document's words where the page sets none; the testimonials those it chose, in its
// order; the pricing section the pricing page's plans. Every booking link among them opens the page's own booking
// link with its own campaign tag, where it sets them.
import { FaqList } from '@/components/layout/faq-list';
import { HowItWorks } from '@/components/home/how-it-works';
import { Services } from '@/components/home/services';
import { Testimonials } from '@/components/home/testimonials';
import { TrustedBy } from '@/components/home/trusted-by';
import { LandingCta } from '@/components/landing/sections/call-to-action/call-to-action';
import { LandingHero } from '@/components/landing/sections/hero/hero';
import { PricingSection } from '@/components/landing/sections/pricing/pricing';
import { StatsSection } from '@/components/landing/sections/stats/stats';
import { VideoShowcase } from '@/components/landing/sections/video-showcase/video-showcase';
import { BookingOverride } from '@/components/ui/booking-url';
import type { LandingPage, LandingSection } from '@/lib/landing/schemas';
import { chosenTestimonials } from '@/lib/landing/testimonials';
import type { HomePageDoc } from '@/lib/marketing/home/schemas';
import type { ClientLogo } from '@/lib/marketing/logos/read';
import type { PricingPage, Testimonial } from '@/lib/marketing/schemas';

/** What the site's own sections show, read only when the page has one of them (null or empty otherwise). */
export type SiteSectionContent = {
  /** The home page document: the services, the process, the testimonials' heading, the logos' title. */
  home: HomePageDoc | null;
  /** Every published testimonial, in the usual order (a section shows those it chose). */
  testimonials: Testimonial[];
  /** The pricing page: its plans, their badge and note. */
  pricing: PricingPage | null;
  logos: ClientLogo[];
};

/** The section types that show the site's own content. */
export const siteSectionTypes = ['servicesSection', 'testimonialsSection', 'processSection', 'logosSection'] as const;

/** The testimonials a page's testimonials section shows (none without one). */
export const shownTestimonials = (sections: LandingSection[], all: Testimonial[]) => {
  const section = sections.find((each) => each._type === 'testimonialsSection');
  return section ? chosenTestimonials(all, section.testimonials) : [];
};
export const showsSiteContent = (sections: LandingSection[], types: readonly LandingSection['_type'][]) =>
  sections.some((section) => types.includes(section._type));

/** A page's own heading or lead, or the section's usual one (undefined: the component's default). */
const own = (words: string | null) => words ?? undefined;

function LandingSectionView({
  section,
  index,
  site: { home, testimonials, logos, pricing },
}: {
  section: LandingSection;
  index: number;
  site: SiteSectionContent;
}) {
  switch (section._type) {
    case 'heroSection':
      return <LandingHero section={section} />;
    case 'videoShowcaseSection':
      return <VideoShowcase id="landing-videos" section={section} />;
    case 'servicesSection':
      return home ? <Services section={home.services} title={own(section.heading)} lead={own(section.lead)} /> : null;
    case 'testimonialsSection': {
      // A carousel of nothing is no section: every testimonial (or every chosen one) unpublished leaves it out.
      const shown = chosenTestimonials(testimonials, section.testimonials);
      return home && shown.length > 0 ? (
        <Testimonials
          testimonials={shown}
          heading={home.testimonials}
          title={own(section.heading)}
          lead={own(section.lead)}
        />
      ) : null;
    }
    case 'processSection':
      return home ? (
        <HowItWorks section={home.howItWorks} title={own(section.heading)} lead={own(section.lead)} />
      ) : null;
    case 'statsSection':
      return <StatsSection id="landing-stats" section={section} />;
    case 'pricingSection':
      return pricing ? <PricingSection id="landing-pricing" section={section} pricing={pricing} /> : null;
    case 'faqSection':
      // Every answer open, as on /about: the accordion's scripts stay /pricing's alone (components/layout/faq-list.tsx).
      return <FaqList id="landing-faq" title={section.title} lead={own(section.lead)} items={section.items} />;
    case 'logosSection':
      // The strip is made for a dark band (on the home page, the hero's).
      return home ? (
        <section aria-labelledby="trusted-by" className="on-ink bg-ink text-white">
          <TrustedBy logos={logos} title={section.heading ?? home.hero.trustedByTitle} lead={own(section.lead)} />
        </section>
      ) : null;
    case 'callToActionSection':
      // The one section a page may hold more than once: its id says which.
      return <LandingCta id={`landing-cta-${index + 1}`} section={section} />;
  }
}

/** A page's own booking link and campaign tag (null: the settings' link, the page's address). */
export type LandingBooking = Pick<LandingPage, 'bookingUrl' | 'campaign'>;

export function LandingSections({
  sections,
  site,
  booking,
}: {
  sections: LandingSection[];
  site: SiteSectionContent;
  /** None: the settings' link and the page's address. */
  booking?: LandingBooking;
}) {
  return (
    <BookingOverride url={booking?.bookingUrl ?? null} campaign={booking?.campaign ?? null}>
      {sections.map((section, index) => (
        <LandingSectionView key={section._key ?? index} section={section} index={index} site={site} />
      ))}
    </BookingOverride>
  );
}
