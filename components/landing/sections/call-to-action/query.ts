// A call to action's fields in the landing page's query (lib/landing/queries.ts): a plain string, which TypeGen
// reads.
export const callToActionSectionQuery = /* groq */ `_type == "callToActionSection" => { title, text, buttonLabel, note }`;
