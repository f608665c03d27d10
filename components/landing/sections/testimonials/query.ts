// The testimonials section's fields in the landing page's query (lib/landing/queries.ts): the page's heading and lead.
export const testimonialsSectionQuery = /* groq */ `_type == "testimonialsSection" => { heading, lead }`;
