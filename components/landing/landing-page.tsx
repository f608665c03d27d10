// A landing page and its metadata: the marketer's sections, the site's not-found page (404, in the HTML) for an
// address no landing page has, or 'temporarily unavailable'; from published content, or drafts in the preview.
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContentUnavailable, contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { NotFoundStatus } from '@/components/layout/not-found-status';
import { LandingSections } from '@/components/landing/landing-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { notFoundPage } from '@/content/errors';
import { homeServices } from '@/content/home-services';
import { landingUnavailableBack } from '@/content/landing';
import { settle, type ContentFault } from '@/lib/content/faults';
import { getLandingPage } from '@/lib/landing/pages';
import { landingPath, type LandingPage as Page } from '@/lib/landing/schemas';
import { landingPageSeo } from '@/lib/landing/seo';
import { getTestimonials } from '@/lib/marketing/read';
import type { Testimonial } from '@/lib/marketing/schemas';
import { pageMetadata } from '@/lib/seo';
import { siteVideoObjects } from '@/lib/video-object';

export async function landingMetadata(segment: string, { preview = false } = {}): Promise<Metadata> {
  const read = await settle(getLandingPage(segment, { preview }));
  if ('fault' in read) return contentUnavailableMetadata;
  // Preview strings carry invisible stega marks: the head gets the words a reader sees.
  const page = stegaClean(read.value);
  if (!page) return { title: { absolute: notFoundPage.title }, robots: { index: false, follow: false } };
  return pageMetadata(landingPageSeo(page));
}

/** The videos the page shows, for their VideoObjects: its own, the services' samples, the testimonials'. */
function shownVideos(page: Page, testimonials: Testimonial[]): string[] {
  return page.sections.flatMap((section) => {
    if (section._type === 'videoShowcaseSection') return section.videos.map((video) => video.mediaId);
    if (section._type === 'servicesSection')
      return homeServices.flatMap((service) => (service.demo ? [service.demo.mediaId] : []));
    if (section._type === 'testimonialsSection') return testimonials.map((testimonial) => testimonial.mediaId);
    return [];
  });
}

export async function LandingPage({ segment, preview = false }: { segment: string; preview?: boolean }) {
  const unavailable = (fault: ContentFault) => (
    <ContentUnavailable
      path={landingPath(encodeURIComponent(segment))}
      back={landingUnavailableBack}
      fault={fault}
      preview={preview}
    />
  );
  const read = await settle(getLandingPage(segment, { preview }));
  if ('fault' in read) return unavailable(read.fault);
  const page = read.value;
  if (!page)
    return (
      <>
        <NotFoundMessage />
        <NotFoundStatus />
      </>
    );
  const showsTestimonials = page.sections.some((section) => section._type === 'testimonialsSection');
  const testimonialsRead = showsTestimonials ? await settle(getTestimonials({ preview })) : { value: [] };
  if ('fault' in testimonialsRead) return unavailable(testimonialsRead.fault);
  const testimonials = testimonialsRead.value;
  return (
    <>
      <Breadcrumbs path={landingPath(page.slug)} current={page.title} />
      <LandingSections sections={page.sections} testimonials={testimonials} />
      {siteVideoObjects(stegaClean(shownVideos(page, testimonials))).map((video) => (
        <JsonLd key={video.mediaId} data={video.jsonLd} />
      ))}
    </>
  );
}
