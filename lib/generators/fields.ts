// A generator form is a field list (content/generators.ts): the page renders it, forms.ts parses it, templates read it.
import type { SelectOption } from '@/lib/select-options';

type FieldBase<Name extends string> = {
  name: Name;
  label: string;
  placeholder: string;
  hint?: string;
  required?: boolean; // Generate refuses to run without it
  half?: boolean; // half the form's width from 640 px
};

export type GeneratorField<Name extends string = string> = FieldBase<Name> &
  (
    | { control: 'text'; maxLength: number }
    | { control: 'lines'; maxLength: number } // one key point per line, kept as typed
    | { control: 'select'; options: readonly SelectOption[] }
  );

export type RequiredName<Fields extends readonly GeneratorField[]> = Extract<
  Fields[number],
  { required: true }
>['name'];

export type GeneratorValues<Fields extends readonly GeneratorField[]> = {
  [Name in RequiredName<Fields>]: string;
} & { [Name in Exclude<Fields[number]['name'], RequiredName<Fields>>]?: string };
