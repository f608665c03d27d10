// A post's section headings: the anchors its body's headings get and the table of contents that links them.
// Both come from here, so every link in the contents has its heading.
import type { PortableTextBody } from '@/lib/blog/schemas';
import { tocMinHeadings } from '@/lib/blog/post-limits';

const headingStyles = ['h1', 'h2', 'h3'] as const;
export type HeadingStyle = (typeof headingStyles)[number];

export type Heading = { key: string; id: string; text: string; level: 2 | 3 | 4 };

const isHeading = (style: unknown): style is HeadingStyle => headingStyles.includes(style as HeadingStyle);

/** The rendered level per editor style: the body's highest heading level becomes h2 (the title is the h1). */
export function headingLevels(body: PortableTextBody): Record<HeadingStyle, 2 | 3 | 4> {
  const used = headingStyles.filter((style) => body.some((block) => block.style === style));
  const top = used.length > 0 ? headingStyles.indexOf(used[0]!) : 0;
  return Object.fromEntries(
    headingStyles.map((style, index) => [style, Math.min(Math.max(index - top, 0) + 2, 4)]),
  ) as Record<HeadingStyle, 2 | 3 | 4>;
}

const blockText = (block: Record<string, unknown>) =>
  Array.isArray(block.children)
    ? block.children.map((child) => (typeof child?.text === 'string' ? (child.text as string) : '')).join('')
    : '';

/** A readable anchor: lower case letters and digits joined by "-" (any script), "section" when none is left. */
export function anchorOf(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return words?.join('-').slice(0, 80) || 'section';
}

/** Every heading of the body with a unique anchor (a repeated title gets -2, -3 …), in order. */
export function postHeadings(body: PortableTextBody): Heading[] {
  const levels = headingLevels(body);
  const seen = new Map<string, number>();
  const headings: Heading[] = [];
  body.forEach((block, position) => {
    if (block._type !== 'block' || !isHeading(block.style)) return;
    const text = blockText(block).trim();
    if (!text) return;
    const base = anchorOf(text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    headings.push({
      key: block._key ?? `block-${position}`,
      id: count === 1 ? base : `${base}-${count}`,
      text,
      level: levels[block.style],
    });
  });
  return headings;
}

/** The contents list: the two top levels (h2, h3), on posts with enough sections to need it. */
export function tableOfContents(headings: readonly Heading[]): Heading[] {
  const listed = headings.filter((heading) => heading.level <= 3);
  return listed.filter((heading) => heading.level === 2).length >= tocMinHeadings ? listed : [];
}
