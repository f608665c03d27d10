// Controlled text fields for a generator form: the values, and one call that wires a field's
// id, name, value, change handler and invalid state.
import { useState } from 'react';

export function useFormFields<Values extends Record<string, string>>(
  empty: Values,
  idPrefix: string,
  invalid: ReadonlySet<string>,
) {
  const [values, setValues] = useState(empty);
  const field = (name: keyof Values & string) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    'aria-invalid': invalid.has(name) || undefined,
  });
  return { values, field };
}
