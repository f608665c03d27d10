// The zod schema of the case studies page document, in the shape its sections render, derived from its Studio
// definition (sanity/schema-types/case-studies-page.ts). Structure (section order, icons, the pricing button beside
// a case study's closing call) stays in code.
import { documentParser } from '@/lib/content/derive';
import type { z } from '@/lib/zod';
import { caseStudiesPage } from '@/sanity/schema-types/case-studies-page';

export const caseStudiesPageSchema = documentParser(caseStudiesPage);
export type CaseStudiesPage = z.output<typeof caseStudiesPageSchema>;
/** The words every case study's own page shares. */
export type CaseStudyPageWords = CaseStudiesPage['study'];
