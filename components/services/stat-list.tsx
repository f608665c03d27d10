// A row of headline numbers ('15-60s video length', '250% average ROI increase', ...).
export function StatList({ stats, label, onInk = true }: { stats: readonly { value: string; label: string }[]; label: string; onInk?: boolean }) {
  return (
    <dl aria-label={label} className={`mt-10 grid gap-4 ${stats.length === 4 ? 'grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3'}`}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse rounded-(--radius-card) border px-5 py-4 ${onInk ? 'border-ink-line bg-ink-soft' : 'border-line bg-paper'}`}
        >
          <dt className={`mt-1 text-sm ${onInk ? 'text-muted-on-ink' : 'text-muted'}`}>{stat.label}</dt>
          <dd className={`text-3xl font-bold tracking-tight ${onInk ? 'text-white' : 'text-ink'}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
