// zod schema for the home page's document, in the shapes its sections render, derived from its Studio definition
// (sanity/schema-types/home-page.ts): the limits are the Studio's. Written here is only what the Studio cannot say:
// the icons, colours and drawings a card picks from the code's lists (lib/marketing/home/limits.ts), an empty
// optional label, lead or video read as absent. Anchors and the sections' order stay in the components.
import { derive, documentParser } from '@/lib/content/derive';
import { orUndefined } from '@/lib/content/shapes';
import { clean } from '@/lib/content/text';
import {
  painPointIcons,
  serviceBadgeColours,
  serviceIcons,
  stepColours,
  stepIcons,
  taskStates,
  toolKinds,
} from '@/lib/marketing/home/limits';
import { z } from '@/lib/zod';
import { siteShape, type Fields, type ListShape, type ObjectShape, type Shape } from '@/sanity/fields/site-shape';
import { homePage } from '@/sanity/schema-types/home-page';

/** What the Studio's definition says the site accepts, by section. */
const shapes = homePage[siteShape].fields;
/** The parser derived from a part of it (an object's keeps its fields reachable, to extend). */
const parserOf = <S extends Shape>(shape: S) => derive({ [siteShape]: shape });

/** One of the code's options, without the preview's invisible marks. */
const option = <const T extends readonly [string, ...string[]]>(values: T) => clean(z.enum(values));

/** A list the Studio counts, of members it shapes, with the fields it cannot shape (a choice from the code's lists). */
const listOf = <F extends Fields, E extends z.ZodRawShape>({ of, min, max }: ListShape<ObjectShape<F>>, extra: E) =>
  z.array(parserOf(of).extend(extra)).min(min).max(max);

type Optional = z.ZodType<string | null, string | null | undefined>;

/** A section: its optional small label and line under the title are absent when empty; `extra` overrides fields. */
const section = <F extends { eyebrow: Optional; lead: Optional }, E extends z.ZodRawShape = Record<never, never>>(
  parser: z.ZodObject<F>,
  extra: E = {} as E,
) =>
  parser.extend({
    eyebrow: parser.shape.eyebrow.transform(orUndefined),
    lead: parser.shape.lead.transform(orUndefined),
    ...extra,
  });

const { painPoints, solution, services, testimonials, howItWorks, seamless } = shapes;

export const homePageSchema = documentParser(homePage).extend({
  painPoints: section(parserOf(painPoints), {
    items: listOf(painPoints.fields.items, { icon: option(painPointIcons) }),
  }),
  solution: section(parserOf(solution)),
  services: section(parserOf(services), {
    items: listOf(services.fields.items, {
      icon: option(serviceIcons),
      badgeColour: option(serviceBadgeColours),
      /** A sample video the card opens, when the service has one. */
      demo: parserOf(services.fields.items.of.fields.demo)
        .nullish()
        .transform((demo) => demo ?? undefined),
    }),
  }),
  /** The testimonials section's heading; the testimonials are documents of their own. */
  testimonials: section(parserOf(testimonials)),
  howItWorks: section(parserOf(howItWorks), {
    steps: listOf(howItWorks.fields.steps, { icon: option(stepIcons), colour: option(stepColours) }),
  }),
  seamless: section(parserOf(seamless), {
    tools: listOf(seamless.fields.tools, { kind: option(toolKinds) }),
    drawings: parserOf(seamless.fields.drawings).extend({
      tasks: listOf(seamless.fields.drawings.fields.tasks, { state: option(taskStates) }),
    }),
  }),
});
export type HomePageDoc = z.output<typeof homePageSchema>;
export type HomeHero = HomePageDoc['hero'];
export type HomePainPoints = HomePageDoc['painPoints'];
export type HomeSolution = HomePageDoc['solution'];
export type HomeServices = HomePageDoc['services'];
export type HomeService = HomeServices['items'][number];
export type HomeTestimonials = HomePageDoc['testimonials'];
export type HomeHowItWorks = HomePageDoc['howItWorks'];
export type HomeSeamless = HomePageDoc['seamless'];
export type ToolDrawings = HomeSeamless['drawings'];
