// Running text in content/: strings, or runs mixing text and links, rendered by <RichText>.
import type { Route } from 'next';

export type TextLink = { text: string; href: string };
export type RichText = string | readonly (string | TextLink)[];

/** A link in running text: a page of this site (checked by the type), a `mailto:` or an https URL. */
export const textLink = <T extends string>(text: string, href: Route<T>): TextLink => ({ text, href });
