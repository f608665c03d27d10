// /about: story, mission, co-founders, values, 'Why Choose' and the FAQ (with FAQPage JSON-LD).
import { FaqList } from '@/components/about/faq-list';
import { Founders } from '@/components/about/founders';
import { Story } from '@/components/about/story';
import { Values } from '@/components/about/values';
import { WhyChoose } from '@/components/about/why-choose';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/layout/page-hero';
import { BookingCta } from '@/components/services/booking-cta';
import { Badge } from '@/components/ui/badge';
import { aboutFaq, aboutPage, aboutSeo } from '@/content/about';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(aboutSeo);

export default function AboutPage() {
  return (
    <>
      <Breadcrumbs path={aboutSeo.path} />
      <PageHero
        badge={<Badge tone="on-ink">{aboutPage.eyebrow}</Badge>}
        title={aboutPage.title}
        lead={aboutPage.lead}
      />
      <Story />
      <Founders />
      <Values />
      <WhyChoose />
      <FaqList title={aboutPage.faqTitle} items={aboutFaq} />
      <BookingCta cta={aboutPage.cta} />
    </>
  );
}
