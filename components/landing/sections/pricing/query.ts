// The pricing section's fields in the landing page's query (lib/landing/queries.ts): its own heading and lead; the
// plans are the pricing page's, read by the pricing page's reader.
export const pricingSectionQuery = /* groq */ `_type == "pricingSection" => { title, lead }`;
