// The blog page document's id; its limits are in its Studio definition (sanity/schema-types/blog-page.ts). No imports
// from the app: the Studio loads this file.

/** The singleton's document id: one document, which the Studio cannot duplicate or delete. */
export const blogPageId = { blogPage: 'blogPage' } as const;
