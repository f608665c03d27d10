// The hero's fields in the landing page's query (lib/landing/queries.ts): a plain string, which TypeGen reads. An
// image without its file counts as none.
export const heroSectionQuery = /* groq */ `_type == "heroSection" => {
    eyebrow, title, lead, buttonLabel, mediaId, videoTitle,
    "image": select(defined(image.asset) => { "url": image.asset->url, "alt": image.alt }, null)
  }`;
