// The case studies' reads through the content layer (lib/content/load.ts).
import 'server-only';
import { cache } from 'react';
import { mayAnswerAt } from '@/lib/content/addresses';
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

const study = cache(async (slug: string, preview: boolean) => {
  // A draft may be at an address nothing published has yet.
  if (!preview && !(await mayAnswerAt('caseStudy', slug))) return null;
  return (
    (await loadDocument(caseStudyLookupSchema, {
      key: 'case-study',
      query: caseStudyQuery,
      params: { slug },
      tags: [caseStudyTag(slug)],
      what: `the case study "${slug}"`,
      preview,
    })) ?? null
  );
});

const index = cache(() =>
  loadDocuments(caseStudyIndexEntrySchema, {
    key: 'case-study-index',
    query: caseStudyIndexQuery,
    tags: [caseStudiesTag],
    what: 'the case study index',
  }),
);

export const getCaseStudyCards = ({ preview = false }: ReadOptions = {}) => cards(preview);

export const getCaseStudy = (slug: string, { preview = false }: ReadOptions = {}) => study(slug, preview);

export const getCaseStudyIndex = () => index();
