// Option lists: an empty value would read as 'nothing chosen', so the type and a check at module load refuse it.

export type SelectOption<V extends string = string> = { readonly value: V; readonly label: string };

/** The runtime check also catches values the type cannot see (whitespace, widened strings). */
export function defineOptions<const V extends string>(
  listName: string,
  options: readonly SelectOption<V>[] & ('' extends V ? never : unknown),
): readonly SelectOption<V>[] {
  const seen = new Set<string>();
  for (const option of options) {
    if (typeof option.value !== 'string' || option.value.trim() === '') {
      throw new Error(
        `Developer error: the option list "${listName}" has an item with an empty value (label ${JSON.stringify(option.label)}). ` +
          'A dropdown item may not have an empty value; the empty value is reserved for "nothing selected".',
      );
    }
    if (seen.has(option.value)) {
      throw new Error(
        `Developer error: the option list "${listName}" has the value ${JSON.stringify(option.value)} twice.`,
      );
    }
    seen.add(option.value);
  }
  return Object.freeze(options.map((option) => Object.freeze({ value: option.value, label: option.label })));
}

export function optionLabel(options: readonly SelectOption[], value: string): string | undefined {
  return options.find((option) => option.value === value)?.label;
}
