// A row of small facts under a page's title (author, date, reading time…), each after an icon.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function HeroFacts({ facts }: { facts: readonly { icon: LucideIcon; content: ReactNode; key: string }[] }) {
  return (
    <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-on-ink">
      {facts.map(({ icon: Icon, content, key }) => (
        <li key={key} className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-4 text-accent-on-ink" />
          {content}
        </li>
      ))}
    </ul>
  );
}
