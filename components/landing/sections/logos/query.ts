// The client logos section's fields in the landing page's query (lib/landing/queries.ts): the page's heading and lead.
export const logosSectionQuery = /* groq */ `_type == "logosSection" => { heading, lead }`;
