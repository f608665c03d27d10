// The case studies page's document, one (lib/marketing/singleton.ts), quoting the claims (lib/marketing/claims.ts):
// /case-studies and every case study's page read it under one tag, so its publish renews them all.
import 'server-only';
import { caseStudiesPageTag } from '@/lib/content/config';
import { singletonIds as ids } from '@/lib/marketing/limits';
import { caseStudiesPageSchema } from '@/lib/marketing/case-studies-page/schemas';
import { withClaims } from '@/lib/marketing/claims';
import { singletonReader } from '@/lib/marketing/singleton';
import { caseStudiesPageQuery } from '@/sanity/schema-types/case-studies-page';

export const getCaseStudiesPage = withClaims(
  singletonReader({
    id: ids.caseStudiesPage,
    schema: caseStudiesPageSchema,
    query: caseStudiesPageQuery,
    tag: caseStudiesPageTag,
    what: 'the case studies page',
    studio: 'Case studies page',
  }),
);
