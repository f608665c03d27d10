// A generator's form fields from its field list (content/generators.ts): text input, textarea or select,
// labelled, required ones aria-required, hints via aria-describedby; half fields pair up from 640 px.
import { cn } from '@/lib/cn';
import { FormField, TextArea, TextInput } from '@/components/generators/form-field';
import { Select } from '@/components/ui/select';
import type { GeneratorField } from '@/lib/generators/fields';

type Wired = { id: string; name: string; value: string; onChange: (event: { target: { value: string } }) => void };

export function GeneratorFields({
  fields,
  requiredMark,
  field: wire,
}: {
  fields: readonly GeneratorField[];
  requiredMark: string;
  /** The value, change handler and invalid state of a field, by name (use-form-fields.ts). */
  field: (name: string) => Wired;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((field) => {
        const props = {
          ...wire(field.name),
          placeholder: field.placeholder,
          'aria-required': field.required ? ('true' as const) : undefined,
        };
        const hintId = field.hint ? `${props.id}-hint` : undefined;
        return (
          <FormField
            key={field.name}
            className={cn(!field.half && 'sm:col-span-2')}
            id={props.id}
            label={field.label}
            required={field.required}
            requiredMark={requiredMark}
            hint={field.hint}
          >
            {field.control === 'select' ? (
              <Select {...props} options={field.options} />
            ) : field.control === 'lines' ? (
              <TextArea {...props} rows={4} maxLength={field.maxLength} aria-describedby={hintId} />
            ) : (
              <TextInput {...props} maxLength={field.maxLength} aria-describedby={hintId} />
            )}
          </FormField>
        );
      })}
    </div>
  );
}
