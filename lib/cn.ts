// Joins class names (clsx: strings, arrays, { class: condition }) and resolves Tailwind conflicts
// by meaning (tailwind-merge): in cn('px-5 max-w-6xl', 'max-w-3xl') the caller's max-w-3xl wins,
// whatever order the two rules have in the stylesheet.
// Server components only (the import below makes the build fail otherwise): tailwind-merge is ~9 KB
// gzip of JavaScript, which one island importing it would add to every page. Islands, and the
// primitives they render, join classes with clsx and take variants instead of conflicting
// overrides (docs/decisions/0011-tailwind-merge-on-the-server-only.md).
import 'server-only';
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
