// The shape of running text in content/: plain strings, or runs that mix text with links.
// Components render it with <RichText>; an href decides the link kind (page, mail, new tab).
import type { Route } from 'next';

export type TextLink = { text: string; href: string };
/** A run of text: a plain string, or strings and links in reading order. */
export type RichText = string | readonly (string | TextLink)[];

/** A link inside running text: a page of this site ('/privacy-policy', checked against the app's
 * routes by the type), a `mailto:` or an https URL. */
export const textLink = <T extends string>(text: string, href: Route<T>): TextLink => ({ text, href });
