// The stats section's fields in the landing page's query (lib/landing/queries.ts): a plain string, which TypeGen
// reads.
export const statsSectionQuery = /* groq */ `_type == "statsSection" => { eyebrow, title, lead, items[]{ value, label } }`;
