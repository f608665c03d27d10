// The video showcase's fields in the landing page's query (lib/landing/queries.ts): a plain string, which TypeGen
// reads.
export const videoShowcaseSectionQuery = /* groq */ `_type == "videoShowcaseSection" => {
  title, lead, videos[]{ mediaId, title, subtitle }
}`;
