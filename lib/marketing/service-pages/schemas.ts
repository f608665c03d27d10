// zod schemas for the service pages' documents, in the shapes the pages render, derived from their Studio
// definitions (sanity/schema-types/): by hand only what the Studio cannot say, a video's key as its id and an empty
// step timeline as none. Icons, layout and section order stay in the page components.
import { derive, documentParser } from '@/lib/content/derive';
import { orUndefined } from '@/lib/content/shapes';
import { clean } from '@/lib/content/text';
import { siteShape, type ListShape, type Shape } from '@/sanity/fields/site-shape';
import { productDemoVideosPage } from '@/sanity/schema-types/product-demo-videos-page';
import { processStep, videoSample as videoSampleItem } from '@/sanity/schema-types/service-page-parts';
import { shortSample as shortSampleItem, shortsPage } from '@/sanity/schema-types/shorts-page';
import { videoProductionPage } from '@/sanity/schema-types/video-production-page';
import { z } from '@/lib/zod';

/** The parser of a shape of a Studio definition (a section of a page). */
const parser = <S extends Shape>(shape: S) => derive({ [siteShape]: shape });

/** The Studio's list (its limits), each item parsed by `item`. */
const listOf = <T extends z.ZodType>({ min, max }: ListShape, item: T) => z.array(item).min(min).max(max);

/** An array item's key becomes its id, which names its heading's id attribute: only the characters an id keeps
 * (also the YouTube strategy article's companies'). */
export const itemKey = clean(z.string().min(1));
export const withId = <Item extends { _key: string }>({ _key, ...item }: Item) => ({
  id: _key.replace(/[^\w-]/g, '-'),
  ...item,
});

const videoSample = derive(videoSampleItem).extend({ _key: itemKey }).transform(withId);

const shortSample = derive(shortSampleItem).extend({ _key: itemKey }).transform(withId);
export type ShortSample = z.output<typeof shortSample>;

/** A step's timeline is optional: an empty one is none. */
const step = derive(processStep);
const stepWithTimeline = step.extend({ timeline: step.shape.timeline.transform(orUndefined) });

const shorts = shortsPage[siteShape].fields;
export const shortsPageSchema = documentParser(shortsPage).extend({
  samples: parser(shorts.samples).extend({ items: listOf(shorts.samples.fields.items, shortSample) }),
});
export type ShortsPageDoc = z.output<typeof shortsPageSchema>;

const demos = productDemoVideosPage[siteShape].fields;
export const productDemoVideosPageSchema = documentParser(productDemoVideosPage).extend({
  process: parser(demos.process).extend({ items: listOf(demos.process.fields.items, stepWithTimeline) }),
  samples: parser(demos.samples).extend({ items: listOf(demos.samples.fields.items, videoSample) }),
});
export type ProductDemoVideosPageDoc = z.output<typeof productDemoVideosPageSchema>;

const production = videoProductionPage[siteShape].fields;
export const videoProductionPageSchema = documentParser(videoProductionPage).extend({
  showcase: parser(production.showcase).extend({ items: listOf(production.showcase.fields.items, videoSample) }),
  steps: parser(production.steps).extend({ items: listOf(production.steps.fields.items, stepWithTimeline) }),
});
