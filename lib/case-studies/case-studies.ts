// getCaseStudyCards / getCaseStudy / getCaseStudyIndex: the case studies' reads through the content
// layer (lib/content/load.ts: parsed, cached only when valid, faults thrown as ContentFault).
import 'server-only';
import { cache } from 'react';
import { caseStudiesTag, caseStudyTag } from '@/lib/content/config';
import { loadDocument, loadDocuments } from '@/lib/content/load';
import { caseStudyCardsQuery, caseStudyIndexQuery, caseStudyQuery } from '@/lib/case-studies/queries';
import { caseStudyCardSchema, caseStudyIndexEntrySchema, caseStudyLookupSchema } from '@/lib/case-studies/schemas';

type ReadOptions = { preview?: boolean };

const cards = cache((preview: boolean) =>
  loadDocuments(caseStudyCardSchema, {
    key: 'case-study-cards',
    query: caseStudyCardsQuery,
    tags: [caseStudiesTag],
    what: 'the case studies',
    preview,
  }),
);

const study = cache(
  async (slug: string, preview: boolean) =>
    (await loadDocument(caseStudyLookupSchema, {
      key: 'case-study',
      query: caseStudyQuery,
      params: { slug },
      tags: [caseStudyTag(slug)],
      what: `the case study "${slug}"`,
      preview,
    })) ?? null,
);

const index = cache(() =>
  loadDocuments(caseStudyIndexEntrySchema, {
    key: 'case-study-index',
    query: caseStudyIndexQuery,
    tags: [caseStudiesTag],
    what: 'the case study index',
  }),
);

/** Every case study's card, in order. */
export const getCaseStudyCards = ({ preview = false }: ReadOptions = {}) => cards(preview);

/** One case study's page by slug; null when the service says there is none. */
export const getCaseStudy = (slug: string, { preview = false }: ReadOptions = {}) => study(slug, preview);

/** Every case study with a page (static params, sitemap). */
export const getCaseStudyIndex = () => index();
