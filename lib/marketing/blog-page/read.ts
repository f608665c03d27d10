// The blog page's document, one (lib/marketing/singleton.ts), quoting the claims (lib/marketing/claims.ts). Every page
// of the blog reads it: /blog, the archive's and the categories' pages, and every post (its end).
import 'server-only';
import { blogPageTag } from '@/lib/content/config';
import { singletonIds } from '@/lib/marketing/limits';
import { blogPageSchema } from '@/lib/marketing/blog-page/schemas';
import { withClaims } from '@/lib/marketing/claims';
import { singletonReader } from '@/lib/marketing/singleton';
import { blogPageQuery } from '@/sanity/schema-types/blog-page';

export const getBlogPage = withClaims(
  singletonReader({
    id: singletonIds.blogPage,
    schema: blogPageSchema,
    query: blogPageQuery,
    tag: blogPageTag,
    what: 'the blog page',
    studio: 'Blog page',
  }),
);
