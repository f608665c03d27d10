// A document's parser derived from its Studio definition: each field builder of sanity/fields/ says what the site
// accepts of the field (sanity/fields/site-shape.ts), and this turns that into zod, with the same limits, so the
// Studio and the site cannot disagree. A parser adds what the Studio cannot say (defaults, derived values) by
// overriding a field.
import {
  siteShape,
  type Fields,
  type HasShape,
  type ListShape,
  type NamedShape,
  type ObjectShape,
  type Shape,
  type TextShape,
} from '@/sanity/fields/site-shape';
import {
  closingCtaSchema,
  mediaIdSchema,
  pageSeoSchema,
  runningTimeSchema,
  webAddressSchema,
} from '@/lib/content/shapes';
import { boundedText, optionalText } from '@/lib/content/text';
import { z } from '@/lib/zod';

/** The shapes several documents share, each parsed by its one parser. */
const named = {
  mediaId: mediaIdSchema,
  runningTime: runningTimeSchema,
  webAddress: webAddressSchema,
  closingCta: closingCtaSchema,
  seo: pageSeoSchema,
} as const;
type Named = typeof named;

/** What a shape's parser takes (`'input'`, which the query's generated type is compared with) or gives
 * (`'output'`, what the site reads). */
type Value<S, D extends 'input' | 'output'> =
  S extends TextShape<true>
    ? string
    : S extends TextShape<false>
      ? string | null | (D extends 'input' ? undefined : never)
      : S extends ObjectShape<infer F>
        ? { -readonly [K in keyof F]: Value<F[K], D> }
        : S extends ListShape<infer I>
          ? Value<I, D>[]
          : S extends NamedShape<infer N extends keyof Named>
            ? D extends 'input'
              ? z.input<Named[N]>
              : z.output<Named[N]>
            : never;
type Out<S> = Value<S, 'output'>;
type In<S> = Value<S, 'input'>;

/** The zod schema a shape derives: an object's fields stay reachable (`.shape`), to spread into another object. */
export type Parser<S> =
  S extends ObjectShape<infer F> ? z.ZodObject<FieldParsers<F>, z.core.$strip> : z.ZodType<Out<S>, In<S>>;
type FieldParsers<F> = { -readonly [K in keyof F]: z.ZodType<Out<F[K]>, In<F[K]>> };

function parserOf(shape: Shape): z.ZodType {
  switch (shape.kind) {
    case 'text':
      return shape.required ? boundedText(shape.max) : optionalText(shape.max);
    case 'object':
      return z.object(
        Object.fromEntries(
          Object.entries(shape.fields as Record<string, Shape>).map(([name, field]) => [name, parserOf(field)]),
        ),
      );
    case 'list':
      return z.array(parserOf(shape.of)).min(shape.min).max(shape.max);
    case 'named':
      if (!(shape.name in named)) throw new Error(`derive: no parser for the shape '${shape.name}'`);
      return named[shape.name as keyof Named];
  }
}

/** The parser of what a Studio definition (a field, a list's member, a group) says the site accepts. */
export const derive = <S extends Shape>(definition: HasShape<S>) =>
  parserOf(definition[siteShape]) as unknown as Parser<S>;

/** The parsers of a document's (or a group's) fields, by name, to spread into the site's object with its own. */
export const fieldsOf = <F extends Fields>(definition: HasShape<ObjectShape<F>>) =>
  derive(definition).shape as unknown as FieldParsers<F>;

/** A document's parser: its id and its fields. */
export const documentParser = <F extends Fields>(definition: HasShape<ObjectShape<F>>) =>
  z.object({ _id: z.string(), ...fieldsOf(definition) }) as unknown as z.ZodObject<
    { _id: z.ZodString } & FieldParsers<F>,
    z.core.$strip
  >;
