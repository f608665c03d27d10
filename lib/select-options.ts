// Dropdown option lists: an option may never have an empty value (a developer error: it could not
// be told from 'nothing chosen'), so the type rejects '' at compile time and defineOptions() throws
// when the module loads.

export type SelectOption<V extends string = string> = { readonly value: V; readonly label: string };

/**
 * Freeze an option list after checking it. `listName` names the list in the error message.
 * The conditional parameter type turns a literal `value: ''` into a compile error; the runtime
 * check also catches values that only become empty at runtime (whitespace, widened strings).
 */
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

/** The label of a value, or undefined when the value is not in the list. */
export function optionLabel(options: readonly SelectOption[], value: string): string | undefined {
  return options.find((option) => option.value === value)?.label;
}
