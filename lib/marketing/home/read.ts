// The home page's document (lib/marketing/singleton.ts), quoting the claims (lib/marketing/claims.ts).
import 'server-only';
import { homePageTag } from '@/lib/content/config';
import { withClaims } from '@/lib/marketing/claims';
import { homePageIds } from '@/lib/marketing/home/limits';
import { homePageSchema } from '@/lib/marketing/home/schemas';
import { singletonReader } from '@/lib/marketing/singleton';
import { homePageQuery } from '@/sanity/schema-types/home-page';

export const getHomePage = withClaims(
  singletonReader({
    id: homePageIds.homePage,
    schema: homePageSchema,
    query: homePageQuery,
    tag: homePageTag,
    what: 'the home page',
    studio: 'Home page',
  }),
);
