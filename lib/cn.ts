// Joins class names: strings, arrays and { class: condition } (clsx). It does not resolve Tailwind
// conflicts: a component never receives a class that fights its own. What a caller may change is
// a variant (Card's `padding`, CheckList's `spacing`), and tests/class-conflicts.ts fails the
// build's check when two classes on one element set the same property. Works in server and client
// components alike (docs/decisions/0011-class-names-without-tailwind-merge.md).
export { clsx as cn, type ClassValue } from 'clsx';
