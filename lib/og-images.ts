// Where each post's and case study's generated Open Graph image lives (app/og); its words are in content/og.ts.
// The addresses end in .png: the export's static host picks an image's Content-Type by its extension.

const extension = '.png';

/** The image of the post at /blog/{segment} (a slug, or the id of a post without one). */
export const postOgImagePath = (segment: string) => `/og/posts/${encodeURIComponent(segment)}${extension}` as const;

/** The image of the case study at /case-studies/{slug}. */
export const caseStudyOgImagePath = (slug: string) =>
  `/og/case-studies/${encodeURIComponent(slug)}${extension}` as const;

/** The route's `[file]` for a segment: Next writes the export's file under this name. */
export const ogImageFile = (segment: string) => `${segment}${extension}`;

/** The segment a route's `[file]` names, or null when it is not one of these images (no read is worth it). */
export const ogImageSegment = (file: string): string | null =>
  file.endsWith(extension) && file.length > extension.length ? file.slice(0, -extension.length) : null;
