// A list of short points, each after an icon (a check by default): what a plan includes, a job's
// requirements, a mode's steps. `className` sets the list's spacing and text, `iconClassName` the
// icon's size and colour.
import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The small round bullet some lists use instead of a check. */
export function Dot({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('mt-2.5 size-1.5 shrink-0 rounded-full bg-accent', className)} />;
}

export function CheckList({
  items,
  icon: Icon = Check,
  className,
  iconClassName,
}: {
  items: readonly string[];
  icon?: LucideIcon | typeof Dot;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0 text-accent', iconClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
