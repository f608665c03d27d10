// A list of short points, each after an icon (a check by default). `spacing` sets the gap, `className`
// the list's margin and text, `iconClassName` the icon's size and colour.
import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The small round bullet some lists use instead of a check: its size and place are its own. */
export function Dot() {
  return <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" />;
}

const spacings = { tight: 'space-y-2', loose: 'space-y-3' } as const;

export function CheckList({
  items,
  icon: Icon = Check,
  spacing = 'tight',
  className,
  iconClassName,
}: {
  items: readonly string[];
  icon?: LucideIcon | typeof Dot;
  spacing?: keyof typeof spacings;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={cn(spacings[spacing], className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon aria-hidden="true" className={cn('mt-0.5 shrink-0', iconClassName ?? 'size-5 text-accent')} />
          {item}
        </li>
      ))}
    </ul>
  );
}
