// zod schema for the YouTube strategy article's document, derived from its Studio definition
// (sanity/schema-types/youtube-strategy-page.ts): by hand only what the Studio cannot say, a company's key as its
// section's id and the publication day. The cases' numbers, icons and the buttons' addresses stay in code.
import { derive, documentParser } from '@/lib/content/derive';
import { clean } from '@/lib/content/text';
import { itemKey, withId } from '@/lib/marketing/service-pages/schemas';
import { z } from '@/lib/zod';
import { siteShape } from '@/sanity/fields/site-shape';
import { strategyCase as strategyCaseItem, youtubeStrategyPage } from '@/sanity/schema-types/youtube-strategy-page';

const strategyCase = derive(strategyCaseItem).extend({ _key: itemKey }).transform(withId);
export type StrategyCase = z.output<typeof strategyCase>;

const cases = youtubeStrategyPage[siteShape].fields.cases;

export const youtubeStrategyPageSchema = documentParser(youtubeStrategyPage).extend({
  publishedAt: clean(z.iso.date()),
  cases: z.array(strategyCase).min(cases.min).max(cases.max),
});
export type YoutubeStrategyPage = z.output<typeof youtubeStrategyPageSchema>;
