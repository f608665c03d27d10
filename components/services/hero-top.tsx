// The line above a service page's h1: the back link to '/' and the page's badge.
import type { ReactNode } from 'react';
import { BackLink } from '@/components/services/back-link';

/** `backLabel`: a page's own words for the back link (the case studies', from their document). */
export function HeroTop({ badge, backLabel }: { badge: ReactNode; backLabel?: string }) {
  return (
    <div className="flex flex-col items-start gap-6">
      <BackLink label={backLabel} />
      {badge}
    </div>
  );
}
