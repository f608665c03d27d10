// A row of headline numbers ('15-60s video length', '250% average ROI increase', ...).
import { cn } from '@/lib/cn';

export function StatList({
  stats,
  label,
  onInk = true,
}: {
  stats: readonly { value: string; label: string }[];
  label: string;
  onInk?: boolean;
}) {
  return (
    <dl
      aria-label={label}
      className={cn(
        'mt-10 grid gap-3 sm:gap-4',
        stats.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3',
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            'flex flex-row-reverse items-baseline justify-end gap-3 rounded-(--radius-card) border px-5 py-3 sm:flex-col-reverse sm:items-start sm:gap-0 sm:py-4',
            onInk ? 'border-ink-line bg-ink-soft' : 'border-line bg-paper',
          )}
        >
          <dt className={cn('text-sm sm:mt-1', onInk ? 'text-muted-on-ink' : 'text-muted')}>{stat.label}</dt>
          <dd className={cn('text-2xl font-bold tracking-tight sm:text-3xl', onInk ? 'text-white' : 'text-ink')}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
