// The services section's fields in the landing page's query (lib/landing/queries.ts): the page's heading and lead.
export const servicesSectionQuery = /* groq */ `_type == "servicesSection" => { heading, lead }`;
