// The 'Back to Home' link at the top of the service and story pages.
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { backToHome } from '@/content/calls-to-action';
import { cn } from '@/lib/cn';

/** `label`: a page's own words for it (a case study's, from its document); else the service pages'. */
export function BackLink({ className, label = backToHome.label }: { className?: string; label?: string }) {
  return (
    <Link
      href={backToHome.href}
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
