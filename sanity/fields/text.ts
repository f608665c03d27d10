// Field builders for the Studio: a field is one line with its limit and its message, instead of a defineField of
// six. Each makes exactly the definition it replaces (type, title, description, group, rules and messages), so
// the Studio shows and refuses what it did. The limits come from the site's limits files, which its parsers read.
import type { ComponentType } from 'react';
import { defineArrayMember, defineField, type FieldDefinition, type PreviewConfig, type StringRule } from 'sanity';
import { itemCount, optionalText, requiredText } from './rules';

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
type Required = string | false;

/** At most `max` characters; with a message, required (blank counts as missing). */
const textRule = (rule: StringRule, required: Required, max: number) =>
  required ? requiredText(rule, required, max) : optionalText(rule, max);

/** One line of text (a `string`) of at most `max` characters. */
export const line = (name: string, max: number, required: Required, extra: TextExtra = {}) =>
  defineField({ name, type: 'string', ...extra, validation: (rule) => textRule(rule, required, max) });

/** A paragraph (a `text`, `rows` lines tall in the Studio) of at most `max` characters. */
export const paragraph = (
  name: string,
  max: number,
  required: Required,
  { rows = 3, ...extra }: TextExtra & { rows?: number } = {},
) =>
  defineField({
    name,
    type: 'text',
    rows,
    ...extra,
    validation: (rule) => textRule(rule, required, max),
  });

/** A line of text as an entry of a list (a feature, a point), of at most `max` characters. */
export const lineItem = (max: number, required: Required) =>
  defineArrayMember({ type: 'string', validation: (rule) => textRule(rule, required, max) });

/** A paragraph as an entry of a list, `rows` lines tall in the Studio. */
export const paragraphItem = (max: number, required: Required, rows = 3) =>
  defineArrayMember({ type: 'text', rows, validation: (rule) => textRule(rule, required, max) });

type Noun = readonly [one: string, many: string];
type Member = ReturnType<typeof defineArrayMember>;

/** A list of `min` to `max` items of the given kinds; `noun` words its count messages ('question', 'questions'). */
export const list = (
  name: string,
  of: Member[],
  noun: Noun,
  [min, max]: readonly [min: number, max: number],
  extra: FieldExtra & { options?: { sortable?: boolean; layout?: 'grid' | 'tags' } } = {},
) =>
  defineField({
    name,
    type: 'array',
    ...extra,
    of,
    validation: (rule) => itemCount(rule, noun, min, max),
  });

/** An object in a list: its type's name, its title in the Studio, its fields and its row. */
export const item = (
  name: string,
  title: string,
  fields: FieldDefinition[],
  { icon, preview, description }: { icon?: ComponentType; preview?: PreviewConfig; description?: string } = {},
) => defineArrayMember({ name, title, type: 'object', icon, description, fields, preview });

/** A required group of fields (a section of a page): missing, it says `required`. */
export const group = (
  name: string,
  fields: FieldDefinition[],
  required: string,
  extra: FieldExtra & { options?: { collapsible?: boolean; collapsed?: boolean } } = {},
) =>
  defineField({
    name,
    type: 'object',
    ...extra,
    validation: (rule) => rule.required().error(required),
    fields,
  });
