// The testimonials section's fields in the landing page's query (lib/landing/queries.ts): the page's heading and lead,
// and the ids of the testimonials it shows, in its order (the testimonials themselves are read under their own tag).
export const testimonialsSectionQuery = /* groq */ `_type == "testimonialsSection" => { heading, lead, "testimonials": testimonials[]._ref }`;
