// A generator form is a list of fields in content/generators.ts. From that one list the page
// renders its form (components/generators/generator-fields.tsx), the engine builds the schema that
// parses it (lib/generators/forms.ts) and the template gets its values, typed by
// `GeneratorValues`. Adding a field is a content edit; a template that wants it reads it by name.
import type { SelectOption } from '@/lib/select-options';

type FieldBase<Name extends string> = {
  name: Name;
  label: string;
  placeholder: string;
  hint?: string;
  /** Must be filled for Generate to run: marked with the required mark, named by the 'missing' toast. */
  required?: boolean;
  /** Half the form's width from 640 px: two half fields in a row sit side by side. */
  half?: boolean;
};

export type GeneratorField<Name extends string = string> = FieldBase<Name> &
  (
    | { control: 'text'; maxLength: number }
    /** Several lines, kept as typed: one key point per line. */
    | { control: 'lines'; maxLength: number }
    | { control: 'select'; options: readonly SelectOption[] }
  );

/** The names of the required fields of `Fields`. */
export type RequiredName<Fields extends readonly GeneratorField[]> = Extract<
  Fields[number],
  { required: true }
>['name'];

/** The values a form of `Fields` gives its template: required fields always, the others maybe. */
export type GeneratorValues<Fields extends readonly GeneratorField[]> = {
  [Name in RequiredName<Fields>]: string;
} & { [Name in Exclude<Fields[number]['name'], RequiredName<Fields>>]?: string };
