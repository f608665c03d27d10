// The script generators' pages' documents, one each (lib/marketing/singleton.ts), quoting the claims
// (lib/marketing/claims.ts).
import 'server-only';
import { scriptGeneratorPageTag, youtubeScriptGeneratorPageTag } from '@/lib/content/config';
import { withClaims } from '@/lib/marketing/claims';
import { singletonIds as ids } from '@/lib/marketing/limits';
import { scriptGeneratorPageSchema, youtubeScriptGeneratorPageSchema } from '@/lib/marketing/generator-pages/schemas';
import { singletonReader } from '@/lib/marketing/singleton';
import { scriptGeneratorPageQuery, youtubeScriptGeneratorPageQuery } from '@/sanity/schema-types/generator-page';

export const getScriptGeneratorPage = withClaims(
  singletonReader({
    id: ids.scriptGeneratorPage,
    schema: scriptGeneratorPageSchema,
    query: scriptGeneratorPageQuery,
    tag: scriptGeneratorPageTag,
    what: 'the script generator page',
    studio: 'Script generator page',
  }),
);

export const getYoutubeScriptGeneratorPage = withClaims(
  singletonReader({
    id: ids.youtubeScriptGeneratorPage,
    schema: youtubeScriptGeneratorPageSchema,
    query: youtubeScriptGeneratorPageQuery,
    tag: youtubeScriptGeneratorPageTag,
    what: 'the YouTube script generator page',
    studio: 'YouTube script generator page',
  }),
);
