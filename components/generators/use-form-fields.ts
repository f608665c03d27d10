// Controlled generator-form fields: the values (empty at first) and one call wiring a field's props.
import { useState } from 'react';

export function useFormFields(fields: readonly { name: string }[], idPrefix: string, invalid: ReadonlySet<string>) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, ''])),
  );
  const field = (name: string) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    'aria-invalid': invalid.has(name) || undefined,
  });
  return { values, field };
}
