// GROQ for the landing pages: one page by its address, and the list the build, the sitemap and the address
// check read.
import { defineQuery } from 'next-sanity';
import { unaddressableQuery } from '@/lib/content/lookup';
import { seoProjection } from '@/lib/marketing/queries';

/** Every field any section has; a section's schema keeps its own. */
const sectionsProjection = /* groq */ `sections[]{
  _type, _key, eyebrow, title, heading, lead, text, buttonLabel,
  videos[]{ mediaId, title, subtitle },
  items[]{ value, label, question, answer }
}`;

export const landingPageQuery = defineQuery(`{
  "doc": *[_type == "landingPage" && slug.current == $slug][0]{
    _id, title, "slug": slug.current, ${seoProjection}, ${sectionsProjection}
  },
  "unaddressable": ${unaddressableQuery('landingPage')}
}`);

export const landingIndexQuery = defineQuery(`
  *[_type == "landingPage" && defined(slug.current)] | order(slug.current asc) {
    "slug": slug.current, "noIndex": seo.noIndex, _updatedAt
  }
`);
