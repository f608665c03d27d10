'use client';
// The back link to '/' at the top of the service and story pages: its words are the page's own, or the settings'
// (a client component: the settings' words come from the layout's context).
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useSharedWord } from '@/components/ui/shared-words';
import { homeHref } from '@/content/calls-to-action';
import { cn } from '@/lib/cn';

/** `label`: a page's own words for it (a case study's, from its document); else the settings'. */
export function BackLink({ className, label }: { className?: string; label?: string }) {
  const words = useSharedWord('backLabel', label);
  return (
    <Link
      href={homeHref}
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium text-muted-on-ink hover:text-white',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {words}
    </Link>
  );
}
