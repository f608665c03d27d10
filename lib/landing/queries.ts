// GROQ for the landing pages: one page by its address, and the list the build, the sitemap and the address
// check read. Both give a page's go-live time and leave it to the site's clock (lib/landing/schedule.ts): a cached
// answer stays right when that time comes.
import { defineQuery } from 'next-sanity';
import { callToActionSectionQuery } from '@/components/landing/sections/call-to-action/query';
import { faqSectionQuery } from '@/components/landing/sections/faq/query';
import { heroSectionQuery } from '@/components/landing/sections/hero/query';
import { logosSectionQuery } from '@/components/landing/sections/logos/query';
import { pricingSectionQuery } from '@/components/landing/sections/pricing/query';
import { processSectionQuery } from '@/components/landing/sections/process/query';
import { servicesSectionQuery } from '@/components/landing/sections/services/query';
import { statsSectionQuery } from '@/components/landing/sections/stats/query';
import { testimonialsSectionQuery } from '@/components/landing/sections/testimonials/query';
import { videoShowcaseSectionQuery } from '@/components/landing/sections/video-showcase/query';
import { unaddressableQuery } from '@/lib/content/lookup';
import { seoProjection } from '@/sanity/schema-types/seo';

/** Each section's own fields, from its folder (components/landing/sections/<section>/query.ts). Written out as a
 * template of string constants, not built by a function: TypeGen reads it so. */
const sectionsProjection = /* groq */ `sections[]{
  _type, _key,
  ${heroSectionQuery},
  ${videoShowcaseSectionQuery},
  ${servicesSectionQuery},
  ${testimonialsSectionQuery},
  ${processSectionQuery},
  ${statsSectionQuery},
  ${pricingSectionQuery},
  ${faqSectionQuery},
  ${logosSectionQuery},
  ${callToActionSectionQuery}
}`;

export const landingPageQuery = defineQuery(`{
  "doc": *[_type == "landingPage" && slug.current == $slug][0]{
    _id, title, "slug": slug.current, bookingUrl, campaign, liveFrom, ${seoProjection}, ${sectionsProjection}
  },
  "unaddressable": ${unaddressableQuery('landingPage')}
}`);

export const landingIndexQuery = defineQuery(`
  *[_type == "landingPage" && defined(slug.current)] | order(slug.current asc) {
    "slug": slug.current, "noIndex": seo.noIndex, _updatedAt, liveFrom
  }
`);
