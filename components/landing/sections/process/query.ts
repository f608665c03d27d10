// The process section's fields in the landing page's query (lib/landing/queries.ts): the page's heading and lead.
export const processSectionQuery = /* groq */ `_type == "processSection" => { heading, lead }`;
