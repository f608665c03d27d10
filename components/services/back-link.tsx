// The back link to '/' at the top of the service and story pages: its words are the page's own, or the settings'
// (the page resolves them: sharedWord in lib/marketing/shared-words.ts).
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { homeHref } from '@/content/calls-to-action';
import { cn } from '@/lib/cn';

/** `label`: the page's own words for it, or the settings' where it has none. */
export function BackLink({ className, label }: { className?: string; label: string }) {
  return (
    <Link
      href={homeHref}
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium text-muted-on-ink hover:text-white',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
