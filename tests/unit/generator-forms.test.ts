// The generator forms are made from their field lists in content/generators.ts: the schema that
// parses a visitor's input follows the list, so adding, removing or requiring a field is a content
// edit that the form, the parse and the template see together.
import { describe, expect, it } from 'vitest';
import { generalGeneratorPage, videoGeneratorPage } from '@/content/generators';
import type { GeneratorField } from '@/lib/generators/fields';
import { formSchema, generalScriptFormSchema, videoScriptFormSchema } from '@/lib/generators/forms';
import { scriptLimits } from '@/lib/generators/limits';

const pages = [
  { name: 'video', page: videoGeneratorPage, schema: videoScriptFormSchema },
  { name: 'general', page: generalGeneratorPage, schema: generalScriptFormSchema },
] as const;

/** A value each field accepts: its first option, or some text. */
function filled(fields: readonly GeneratorField[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.control === 'select' ? (field.options[0]?.value ?? '') : `Some ${field.name}`,
    ]),
  );
}

describe.each(pages)('the $name generator form', ({ page, schema }) => {
  const fields = page.form.fields as readonly GeneratorField[];

  it('names each field once, and names its script after a required field', () => {
    const names = fields.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    expect(fields.find((field) => field.name === page.form.subjectField)?.required).toBe(true);
  });

  it('accepts a fully filled form and keeps every value', () => {
    const values = filled(fields);
    expect(schema.safeParse(values)).toEqual({ success: true, data: values });
  });

  it.each(fields.filter((field) => field.required).map((field) => field.name))(
    'refuses the form without %s',
    (name) => {
      expect(schema.safeParse({ ...filled(fields), [name]: '' }).success).toBe(false);
      expect(schema.safeParse({ ...filled(fields), [name]: '   ' }).success).toBe(false);
    },
  );

  it('gives an optional field that was left out an empty value', () => {
    const required = Object.fromEntries(
      Object.entries(filled(fields)).filter(([name]) => fields.find((field) => field.name === name)?.required),
    );
    const parsed = schema.safeParse(required);
    expect(parsed.success).toBe(true);
    for (const field of fields.filter((field) => !field.required)) {
      expect((parsed.data as Record<string, string>)[field.name]).toBe('');
    }
  });

  it('refuses a choice that is not one of the options', () => {
    for (const field of fields.filter((field) => field.control === 'select')) {
      expect(schema.safeParse({ ...filled(fields), [field.name]: 'not-an-option' }).success).toBe(false);
    }
  });

  it('bounds text to its limit and cleans it to one line', () => {
    for (const field of fields.filter((field) => field.control === 'text')) {
      const parsed = schema.safeParse({ ...filled(fields), [field.name]: `a\u0007b\n${'x'.repeat(5000)}` });
      expect(parsed.success).toBe(true);
      const value = (parsed.data as Record<string, string>)[field.name] ?? '';
      expect(value.length).toBeLessThanOrEqual(field.maxLength);
      expect(value).not.toMatch(/[\u0000-\u001f]/);
    }
  });
});

describe('formSchema', () => {
  it('follows the field list: a field added to the content is parsed with no code change', () => {
    const fields = [
      ...videoGeneratorPage.form.fields,
      {
        name: 'product',
        control: 'text',
        required: true,
        maxLength: scriptLimits.audience,
        label: 'Product',
        placeholder: 'e.g. Acme CRM',
      },
    ] as const satisfies readonly GeneratorField[];
    const schema = formSchema(fields);
    const values = { ...filled(videoGeneratorPage.form.fields), product: 'Acme CRM' };
    expect(schema.safeParse(values)).toEqual({ success: true, data: values });
    expect(schema.safeParse({ ...values, product: '' }).success).toBe(false);
  });
});
