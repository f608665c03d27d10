// Field builders for the Studio: a field is one line with its limit and its message, instead of a defineField of
// six. Each makes exactly the definition it replaces (type, title, description, group, rules and messages), so
// the Studio shows and refuses what it did, and says what the site accepts of it (./site-shape.ts), from which the
// site's parser is derived. Plain objects (Sanity's define* helpers return their argument): the server imports
// these files to derive its parsers, without the Studio's runtime.
import type { ComponentType } from 'react';
import type { ArrayOfType, ArrayRule, FieldDefinition, ObjectRule, PreviewConfig, StringRule } from 'sanity';
import { itemCount, optionalText, requiredText } from './rules';
import {
  fieldsOf,
  listOf,
  object,
  shaped,
  siteShape,
  text,
  type FieldsOf,
  type HasShape,
  type ListShape,
  type ObjectShape,
  type Shape,
  type TextShape,
} from './site-shape';

/** What a field may carry besides its name, type and rules. */
export type FieldExtra = {
  title?: string;
  description?: string;
  group?: string;
  fieldset?: string;
  hidden?: boolean;
  readOnly?: boolean;
};

/** A text field may also have a placeholder and a starting value. */
type TextExtra = FieldExtra & { placeholder?: string; initialValue?: string };

/** The message when a required field is empty, or false for an optional one. */
export type Required = string | false;
type IsRequired<R extends Required> = R extends false ? false : true;

/** A field definition of `name`, saying the site accepts `S` of it. */
export type Field<N extends string, S extends Shape> = FieldDefinition & { name: N } & HasShape<S>;
/** A list's member, saying the site accepts `S` of it. */
export type Member<S extends Shape = Shape> = ArrayOfType & HasShape<S>;

/** At most `max` characters; with a message, required (blank counts as missing). */
const textRule = (rule: StringRule, required: Required, max: number) =>
  required ? requiredText(rule, required, max) : optionalText(rule, max);

const textShape = <R extends Required>(max: number, required: R) =>
  text(max, required !== false) as TextShape<IsRequired<R>>;

/** A field (made by a builder) saying the site accepts `shape` of it instead of what the builder says. */
export const reshape = <D extends object, S extends Shape>(definition: D, shape: S) =>
  shaped(definition, shape) as unknown as Omit<D, typeof siteShape> & HasShape<S>;

/** A field definition saying the site accepts `shape` of it. */
export const field = <const N extends string, S extends Shape>(
  definition: { name: N; [key: string]: unknown },
  shape: S,
) => shaped(definition, shape) as unknown as Field<N, S>;

/** One line of text (a `string`) of at most `max` characters. */
export const line = <const N extends string, R extends Required>(
  name: N,
  max: number,
  required: R,
  extra: TextExtra = {},
) =>
  field(
    { name, type: 'string', ...extra, validation: (rule: StringRule) => textRule(rule, required, max) },
    textShape(max, required),
  );

/** A paragraph (a `text`, `rows` lines tall in the Studio) of at most `max` characters. */
export const paragraph = <const N extends string, R extends Required>(
  name: N,
  max: number,
  required: R,
  { rows = 3, ...extra }: TextExtra & { rows?: number } = {},
) =>
  field(
    { name, type: 'text', rows, ...extra, validation: (rule: StringRule) => textRule(rule, required, max) },
    textShape(max, required),
  );

const member = <S extends Shape>(definition: object, shape: S) => shaped(definition, shape) as unknown as Member<S>;

/** A line of text as an entry of a list (a feature, a point), of at most `max` characters. */
export const lineItem = <R extends Required>(max: number, required: R) =>
  member({ type: 'string', validation: (rule: StringRule) => textRule(rule, required, max) }, textShape(max, required));

/** A paragraph as an entry of a list, `rows` lines tall in the Studio. */
export const paragraphItem = <R extends Required>(max: number, required: R, rows = 3) =>
  member(
    { type: 'text', rows, validation: (rule: StringRule) => textRule(rule, required, max) },
    textShape(max, required),
  );

type Noun = readonly [one: string, many: string];

/** A list of `min` to `max` items of the given kind; `noun` words its count messages ('question', 'questions'). A
 * list of several kinds says nothing of what the site accepts: its parser is written out. */
export const list = <const N extends string, S extends Shape>(
  name: N,
  of: readonly (ArrayOfType | Member<S>)[],
  noun: Noun,
  [min, max]: readonly [min: number, max: number],
  extra: FieldExtra & { options?: { sortable?: boolean; layout?: 'grid' | 'tags' } } = {},
) => {
  const definition = {
    name,
    type: 'array',
    ...extra,
    of,
    validation: (rule: ArrayRule<unknown>) => itemCount(rule, noun, min, max),
  };
  const only = of.length === 1 && siteShape in of[0]! ? (of[0] as Member<S>)[siteShape] : undefined;
  return (only ? shaped(definition, listOf(only, min, max)) : definition) as unknown as Field<N, ListShape<S>>;
};

/** An object in a list: its type's name, its title in the Studio, its fields and its row. */
export const item = <const L extends readonly FieldDefinition[]>(
  name: string,
  title: string,
  fields: L,
  { icon, preview, description }: { icon?: ComponentType; preview?: PreviewConfig; description?: string } = {},
) =>
  member(
    { name, title, type: 'object', icon, description, fields, preview },
    object(fieldsOf(fields)) as ObjectShape<FieldsOf<L>>,
  );

/** An item the Studio lists by its first field over its second (a card, a question, a step), with its icon if any. */
export const listedItem = <const L extends readonly [FieldDefinition, FieldDefinition, ...FieldDefinition[]]>(
  { name, title, icon }: { name: string; title: string; icon?: ComponentType },
  fields: L,
) => item(name, title, fields, { icon, preview: { select: { title: fields[0].name, subtitle: fields[1].name } } });

/** A required group of fields (a section of a page): missing, it says `required`. */
export const group = <const N extends string, const L extends readonly FieldDefinition[]>(
  name: N,
  fields: L,
  required: string,
  extra: FieldExtra & { options?: { collapsible?: boolean; collapsed?: boolean } } = {},
) =>
  field(
    {
      name,
      type: 'object',
      ...extra,
      validation: (rule: ObjectRule) => rule.required().error(required),
      fields,
    },
    object(fieldsOf(fields)) as ObjectShape<FieldsOf<L>>,
  );

/** A required group of lines of one limit, each `[name, title, message]` (a set of labels, a part's headings). */
export const labelGroup = <const N extends string, const K extends string>(
  name: N,
  max: number,
  required: string,
  extra: FieldExtra,
  labels: readonly (readonly [name: K, title: string, message: string])[],
) => {
  const lines = labels.map(([key, title, message]) => line(key, max, message, { title }));
  return group(name, lines, required, extra);
};
