// A landing page and its metadata: the marketer's sections, the site's not-found page (404, in the HTML) for an
// address no landing page has, or 'temporarily unavailable'; from published content, or drafts in the preview.
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContentUnavailable, contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { NotFoundStatus } from '@/components/layout/not-found-status';
import { serviceVideoIds } from '@/components/home/services';
import {
  LandingSections,
  showsSiteContent,
  shownTestimonials,
  siteSectionTypes,
  type SiteSectionContent,
} from '@/components/landing/landing-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { VideoPosters } from '@/components/video/video-posters';
import { notFoundPage } from '@/content/errors';
import { landingUnavailableBack } from '@/content/landing';
import { settle, type ContentFault } from '@/lib/content/faults';
import { getLandingPage } from '@/lib/landing/pages';
import { landingPath, type LandingPage as Page } from '@/lib/landing/schemas';
import { landingPageSeo } from '@/lib/landing/seo';
import { getHomePage } from '@/lib/marketing/home/read';
import { getClientLogos } from '@/lib/marketing/logos/read';
import { getPricingPage, getTestimonials } from '@/lib/marketing/read';
import { pageMetadata } from '@/lib/seo';
import { siteVideoObjects } from '@/lib/video-object';
import { getVideoLibrary, postersFor } from '@/lib/video/library';

export async function landingMetadata(segment: string, { preview = false } = {}): Promise<Metadata> {
  const read = await settle(getLandingPage(segment, { preview }));
  if ('fault' in read) return contentUnavailableMetadata;
  // Preview strings carry invisible stega marks: the head gets the words a reader sees.
  const page = stegaClean(read.value);
  if (!page) return { title: { absolute: notFoundPage.title }, robots: { index: false, follow: false } };
  return pageMetadata(landingPageSeo(page));
}

/** The videos the page shows, for their posters and VideoObjects: its own (the hero's, the showcase's), the services'
 * samples, its testimonials'. */
function shownVideos(page: Page, { home, testimonials }: SiteSectionContent): string[] {
  return page.sections.flatMap((section) => {
    if (section._type === 'heroSection') return section.mediaId ? [section.mediaId] : [];
    if (section._type === 'videoShowcaseSection') return section.videos.map((video) => video.mediaId);
    if (section._type === 'servicesSection') return home ? serviceVideoIds(home.services) : [];
    if (section._type === 'testimonialsSection')
      return shownTestimonials(page.sections, testimonials).map((testimonial) => testimonial.mediaId);
    return [];
  });
}

/** The documents the site's sections show, each read only when the page has a section that shows it. */
async function siteContent(page: Page, preview: boolean) {
  const shows = (types: readonly Page['sections'][number]['_type'][]) => showsSiteContent(page.sections, types);
  const [home, testimonials, logos, pricing] = await Promise.all([
    shows(siteSectionTypes) ? settle(getHomePage({ preview })) : { value: null },
    shows(['testimonialsSection']) ? settle(getTestimonials({ preview })) : { value: [] },
    shows(['logosSection']) ? settle(getClientLogos({ preview })) : { value: [] },
    // Through the pricing page's reader: the plans and prices /pricing shows at the same moment.
    shows(['pricingSection']) ? settle(getPricingPage({ preview })) : { value: null },
  ]);
  if ('fault' in home) return home;
  if ('fault' in testimonials) return testimonials;
  if ('fault' in logos) return logos;
  if ('fault' in pricing) return pricing;
  const site: SiteSectionContent = {
    home: home.value,
    testimonials: testimonials.value,
    logos: logos.value,
    pricing: pricing.value,
  };
  return { value: site };
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
  const siteRead = await siteContent(page, preview);
  if ('fault' in siteRead) return unavailable(siteRead.fault);
  const site = siteRead.value;
  // The video library: the posters and VideoObject details of the videos the page names.
  const libraryRead = await settle(getVideoLibrary({ preview }));
  if ('fault' in libraryRead) return unavailable(libraryRead.fault);
  const library = libraryRead.value;
  const mediaIds = stegaClean(shownVideos(page, site));
  return (
    // The posters of the page's videos (their video documents'), for every facade on it, in its dialogs too.
    <VideoPosters posters={postersFor(library, mediaIds)}>
      <Breadcrumbs path={landingPath(page.slug)} current={page.title} />
      <LandingSections sections={page.sections} site={site} booking={page} />
      {siteVideoObjects(mediaIds, library).map((video) => (
        <JsonLd key={video.mediaId} data={video.jsonLd} />
      ))}
    </VideoPosters>
  );
}
