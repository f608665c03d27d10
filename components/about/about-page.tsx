// The /about page (hero, story and mission, co-founders, values, 'Why Choose', FAQ, closing call) from the
// marketers' about document.
import { FaqList } from '@/components/layout/faq-list';
import { Founders } from '@/components/about/founders';
import { Story } from '@/components/about/story';
import { Values } from '@/components/about/values';
import { WhyChoose } from '@/components/about/why-choose';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { BookingCta } from '@/components/services/booking-cta';
import { Badge } from '@/components/ui/badge';
import { aboutSeo, aboutUnavailableBack } from '@/content/about';
import { settle } from '@/lib/content/faults';
import { getAboutPage } from '@/lib/marketing/about-career/read';
import { getSharedWords } from '@/lib/marketing/shared-words';
import { documentMetadata } from '@/components/seo/document-metadata';

export const aboutMetadata = ({ preview = false } = {}) => documentMetadata(getAboutPage({ preview }), aboutSeo);

export async function AboutPage({ preview = false }: { preview?: boolean }) {
  const read = await settle(getAboutPage({ preview }));
  if ('fault' in read)
    return <ContentUnavailable path={aboutSeo.path} back={aboutUnavailableBack} fault={read.fault} preview={preview} />;
  const page = read.value;
  const shared = await getSharedWords({ preview });
  return (
    <>
      <Breadcrumbs path={aboutSeo.path} />
      <PageHero badge={<Badge tone="on-ink">{page.badge}</Badge>} title={page.title} lead={page.lead} />
      <Story story={page.story} mission={page.mission} />
      <Founders title={page.foundersTitle} lead={page.foundersLead} founders={page.founders} />
      <Values title={page.valuesTitle} values={page.values} />
      <WhyChoose whyChoose={page.whyChoose} />
      <FaqList title={page.faqTitle} items={page.faq} />
      <BookingCta cta={page.cta} words={shared} />
    </>
  );
}
