// The FAQ's fields in the landing page's query (lib/landing/queries.ts): a plain string, which TypeGen reads.
export const faqSectionQuery = /* groq */ `_type == "faqSection" => { title, lead, items[]{ question, answer } }`;
