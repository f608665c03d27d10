// clsx, without resolving Tailwind conflicts: docs/decisions/0011-class-names-without-tailwind-merge.md
export { clsx as cn, type ClassValue } from 'clsx';
