// The about and career pages' documents, one each (lib/marketing/singleton.ts), quoting the claims
// (lib/marketing/claims.ts).
import 'server-only';
import { aboutPageTag, careerPageTag } from '@/lib/content/config';
import { singletonIds as ids } from '@/lib/marketing/limits';
import { aboutPageSchema, careerPageSchema } from '@/lib/marketing/about-career/schemas';
import { withClaims } from '@/lib/marketing/claims';
import { singletonReader } from '@/lib/marketing/singleton';
import { aboutPageQuery } from '@/sanity/schema-types/about-page';
import { careerPageQuery } from '@/sanity/schema-types/career-page';

export const getAboutPage = withClaims(
  singletonReader({
    id: ids.aboutPage,
    schema: aboutPageSchema,
    query: aboutPageQuery,
    tag: aboutPageTag,
    what: 'the about page',
    studio: 'About',
  }),
);

export const getCareerPage = withClaims(
  singletonReader({
    id: ids.careerPage,
    schema: careerPageSchema,
    query: careerPageQuery,
    tag: careerPageTag,
    what: 'the career page',
    studio: 'Career page',
  }),
);
