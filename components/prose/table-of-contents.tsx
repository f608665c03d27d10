// In-page links to a long document's sections: a sticky column on wide screens, a <details> on phones.
import { List } from 'lucide-react';

/** `marker` is an optional number shown before the label (decorative: headings carry their own). */
export type TocItem = { id: string; label: string; marker?: string };

function TocList({ items }: { items: readonly TocItem[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-muted transition-colors hover:bg-paper-soft hover:text-ink"
          >
            <span aria-hidden="true" className="w-5 shrink-0 text-right font-medium text-accent tabular-nums">
              {item.marker}
            </span>
            <span>{item.label}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

export function TableOfContentsAside({ title, items }: { title: string; items: readonly TocItem[] }) {
  return (
    <nav aria-label={title} className="sticky top-28 hidden max-h-[calc(100dvh-8rem)] overflow-y-auto lg:block">
      <p className="px-2 text-xs font-semibold tracking-wider text-ink uppercase">{title}</p>
      <div className="mt-3 border-l border-line pl-2">
        <TocList items={items} />
      </div>
    </nav>
  );
}

export function TableOfContentsDisclosure({ title, items }: { title: string; items: readonly TocItem[] }) {
  return (
    <details className="group mb-12 rounded-(--radius-card) border border-line bg-paper-soft lg:hidden">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-5 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <List aria-hidden="true" className="size-4 text-accent" />
        {title}
        <span aria-hidden="true" className="ml-auto text-muted transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <nav aria-label={title} className="border-t border-line px-3 py-3">
        <TocList items={items} />
      </nav>
    </details>
  );
}
