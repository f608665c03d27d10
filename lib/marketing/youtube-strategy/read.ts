// The YouTube strategy article's document, one (lib/marketing/singleton.ts), quoting the claims
// (lib/marketing/claims.ts): the closing call's text quotes the process's and the guarantee's days.
import 'server-only';
import { youtubeStrategyPageTag } from '@/lib/content/config';
import { withClaims } from '@/lib/marketing/claims';
import { singletonReader } from '@/lib/marketing/singleton';
import { singletonIds } from '@/lib/marketing/limits';
import { youtubeStrategyPageSchema } from '@/lib/marketing/youtube-strategy/schemas';
import { youtubeStrategyPageQuery } from '@/sanity/schema-types/youtube-strategy-page';

export const getYoutubeStrategyPage = withClaims(
  singletonReader({
    id: singletonIds.youtubeStrategyPage,
    schema: youtubeStrategyPageSchema,
    query: youtubeStrategyPageQuery,
    tag: youtubeStrategyPageTag,
    what: 'the YouTube strategy page',
    studio: 'YouTube strategy page',
  }),
);
