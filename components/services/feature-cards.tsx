// A grid of titled cards (values, best practices, reasons), each with an icon from one set.
import type { LucideIcon } from 'lucide-react';
import { IconCard } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const grids = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

export function FeatureCards({
  items,
  icons,
  columns = 3,
  headingLevel = 3,
}: {
  items: readonly { title: string; text: string }[];
  icons: readonly LucideIcon[];
  columns?: keyof typeof grids;
  headingLevel?: 3 | 4;
}) {
  return (
    <ul className={cn('mt-10 grid gap-5', grids[columns])}>
      {items.map((item, index) => (
        <IconCard
          key={item.title}
          icon={icons[index % icons.length]!}
          title={item.title}
          text={item.text}
          chip="square"
          headingLevel={headingLevel}
          padding="p-5 sm:p-6"
        />
      ))}
    </ul>
  );
}
