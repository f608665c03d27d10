// A long post's contents: links to its section headings' anchors, server-rendered (no script); its heading is the
// blog page document's.
import type { Heading } from '@/lib/blog/toc';
import { cn } from '@/lib/cn';

export function TableOfContents({ title, headings }: { title: string; headings: readonly Heading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav
      aria-labelledby="post-contents"
      className="mt-10 rounded-(--radius-card) border border-line bg-paper-soft px-6 py-5"
    >
      <h2 id="post-contents" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {title}
      </h2>
      <ol className="mt-3 space-y-2">
        {headings.map((heading) => (
          <li key={heading.key} className={cn(heading.level === 3 && 'pl-4')}>
            <a
              href={`#${heading.id}`}
              className="font-medium text-body underline-offset-4 hover:text-accent-strong hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
