// The shape of running text in content/: plain strings, or runs that mix text with links.
// Components render it with <RichText>; an href decides the link kind (page, mail, new tab).

export type TextLink = { text: string; href: string };
/** A run of text: a plain string, or strings and links in reading order. */
export type RichText = string | readonly (string | TextLink)[];

/** A link inside running text: internal paths ('/privacy-policy'), `mailto:` or https URLs. */
export const textLink = (text: string, href: string): TextLink => ({ text, href });
