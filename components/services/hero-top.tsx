// The line above a service page's h1: the back link to '/' and the page's badge.
import type { ReactNode } from 'react';
import { BackLink } from '@/components/services/back-link';

/** `backLabel`: the back link's words, the page's own (the case studies', from their document) or the settings'. */
export function HeroTop({ badge, backLabel }: { badge: ReactNode; backLabel: string }) {
  return (
    <div className="flex flex-col items-start gap-6">
      <BackLink label={backLabel} />
      {badge}
    </div>
  );
}
