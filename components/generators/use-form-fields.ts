// Controlled generator-form fields: the values (empty at first) and one call wiring a field's props.
import { useEffect, useState } from 'react';

/**
 * The fields a form sent as a plain GET before the page hydrated (a tap on Generate while its scripts were still
 * on their way), taken back out of the address: the values, or null when the address carries none.
 */
function fieldsFromAddress(fields: readonly { name: string }[], search: string): Record<string, string> | null {
  const params = new URLSearchParams(search);
  if (!fields.some((field) => params.has(field.name))) return null;
  return Object.fromEntries(fields.map((field) => [field.name, params.get(field.name) ?? '']));
}

export function useFormFields(
  fields: readonly { name: string }[],
  idPrefix: string,
  invalid: ReadonlySet<string>,
  /** Called once with the values a plain GET carried, after they are back in the form. */
  onRestored?: (values: Record<string, string>) => void,
) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, ''])),
  );
  useEffect(() => {
    const restored = fieldsFromAddress(fields, window.location.search);
    if (!restored) return;
    // One read of the address after hydration (the prerendered form is empty), not a value derived from state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(restored);
    // The address goes back to the page's own (other parameters, such as a campaign's, stay).
    const url = new URL(window.location.href);
    for (const { name } of fields) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', url);
    onRestored?.(restored);
    // Once, on the first render in the browser: the address is read before anything else changes it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
