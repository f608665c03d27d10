// The case studies page document's id; its limits are in its Studio definition
// (sanity/schema-types/case-studies-page.ts). No imports from the app: the Studio loads this file.

/** The singleton's document id: one document, which the Studio cannot duplicate or delete. */
export const caseStudiesPageId = { caseStudiesPage: 'caseStudiesPage' } as const;
