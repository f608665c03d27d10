// The line above a service page's h1: the back link to '/' and the page's badge.
import type { ReactNode } from 'react';
import { BackLink } from '@/components/services/back-link';

export function HeroTop({ badge }: { badge: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-6">
      <BackLink />
      {badge}
    </div>
  );
}
