// The generator forms' boundary: input parsed once with zod/mini, by a schema made from the form's field list.
import { generalGeneratorPage, videoGeneratorPage } from '@/content/generators';
import * as z from '@/lib/zod-mini';
import type { SelectOption } from '@/lib/select-options';
import { cleanLine } from '@/lib/generators/clean-text';
import type { GeneratorField, GeneratorValues } from '@/lib/generators/fields';

const clean = (max: number) => z.transform((value: string) => cleanLine(value, max));
const given = z.string().check(z.minLength(1));
const isOption = (options: readonly SelectOption[], value: string) => options.some((option) => option.value === value);

function fieldSchema(field: GeneratorField): z.ZodMiniType<string, unknown> {
  const text = field.required ? z.string() : z._default(z.string(), '');
  switch (field.control) {
    case 'text':
      return field.required
        ? z.pipe(z.pipe(text, clean(field.maxLength)), given)
        : z.pipe(text, clean(field.maxLength));
    case 'lines': {
      // Lines keep their breaks; the template splits and cleans them.
      const lines = z.pipe(
        text,
        z.transform((value: string) => value.slice(0, field.maxLength)),
      );
      return field.required ? z.pipe(lines, z.string().check(z.refine((value) => value.trim() !== ''))) : lines;
    }
    case 'select':
      return text.check(z.refine((value) => (!field.required && value === '') || isOption(field.options, value)));
  }
}

export function formSchema<const Fields extends readonly GeneratorField[]>(fields: Fields) {
  const shape = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]));
  return z.object(shape) as unknown as z.ZodMiniType<GeneratorValues<Fields>, unknown>;
}

export const videoScriptFormSchema = formSchema(videoGeneratorPage.form.fields);
export const generalScriptFormSchema = formSchema(generalGeneratorPage.form.fields);
