// A grid of titled cards (values, best practices, reasons), each with an icon from one set.
import type { LucideIcon } from 'lucide-react';

export function FeatureCards({
  items,
  icons,
  columns = 3,
  headingLevel = 3,
}: {
  items: readonly { title: string; text: string }[];
  icons: readonly LucideIcon[];
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
}) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`mt-10 grid gap-5 ${grid}`}>
      {items.map((item, index) => {
        const Icon = icons[index % icons.length]!;
        return (
          <li
            key={item.title}
            data-glow="sm"
            className="rounded-(--radius-card) border border-line bg-paper p-5 sm:p-6"
          >
            {/* Phones put the icon beside the title, so a list of cards stays short. */}
            <div className="flex items-center gap-3 sm:block">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent sm:size-11">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <Heading className="text-lg font-semibold text-ink sm:mt-4">{item.title}</Heading>
            </div>
            <p className="mt-2 text-muted">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
