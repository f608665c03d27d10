// The hero's fields in the landing page's query (lib/landing/queries.ts): a plain string, which TypeGen reads.
export const heroSectionQuery = /* groq */ `_type == "heroSection" => { eyebrow, title, lead, buttonLabel }`;
