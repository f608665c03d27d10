// The redirects' GROQ queries: the site's read (published redirects, oldest first: the first one wins an
// address; with the addresses its pages answer at, which win over a redirect), and the Studio's reads of the
// other published redirects and of a page at an address. No imports from the app: the Studio loads it.
import { defineQuery } from 'groq';

/** A live post, as lib/blog/queries.ts `livePost` says (tests/unit/redirects.test.ts keeps them one). */
export const livePostFilter = /* groq */ `_type == "post" && defined(publishedAt) && coalesce(dateTime(publishedAt) <= dateTime(now()), true)`;

// The segments each type answers at, as lib/content/addresses.ts lists them. defineQuery (from groq, which plain
// Node loads) so that TypeGen types the answer for lib/redirects/schemas.ts; its text is written out for TypeGen.
export const redirectsQuery = defineQuery(`{
  "redirects": *[_type == "redirect"] | order(_createdAt asc, _id asc){ _id, from, to, permanent },
  "pages": {
    "post": *[${livePostFilter} && defined(lower(slug.current))].slug.current + *[${livePostFilter} && !defined(slug.current)]._id,
    "caseStudy": *[_type == "caseStudy" && defined(lower(slug.current))].slug.current,
    "landingPage": *[_type == "landingPage" && defined(lower(slug.current))].slug.current
  }
}`);

const published = /* groq */ `!(_id in path("drafts.**")) && !(_id in path("versions.**"))`;
const publishedRedirect = /* groq */ `_type == "redirect" && ${published}`;

/** Every published redirect but the one being edited (`$ids`: its published and draft ids). */
export const otherRedirectsQuery = /* groq */ `*[${publishedRedirect} && !(_id in $ids)]{ _id, from, to }`;

/** The published redirects whose old address is one of `$froms`. */
export const redirectsFromQuery = /* groq */ `*[${publishedRedirect} && from in $froms]._id`;

/** The published post, case study or landing page at an address (`$post`, `$caseStudy`, `$landingPage`: the
 * segment each would have there, or null: pageSegmentsAt in ./pages.ts), with its title. */
export const pageAtQuery = /* groq */ `*[${published} && (
  (_type == "post" && defined($post) && (slug.current == $post || (!defined(slug.current) && _id == $post))) ||
  (_type == "caseStudy" && defined($caseStudy) && slug.current == $caseStudy) ||
  (_type == "landingPage" && defined($landingPage) && slug.current == $landingPage)
)][0]{ _type, title }`;
