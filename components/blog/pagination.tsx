// The way through a list's pages: newer/older and every page number, as plain links a crawler follows.
import type { Route } from 'next';
import { Link } from '@/components/ui/link';
import { blogList } from '@/content/blog/copy';
import { listPagePath } from '@/lib/blog/archive';
import { cn } from '@/lib/cn';

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-4 text-sm font-semibold transition-colors';
const idle = 'border-line bg-white text-body hover:border-accent hover:text-accent-strong';

export function Pagination({ base, page, pages }: { base: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (target: number) => listPagePath(base, target) as Route;
  return (
    <nav aria-label={blogList.pagination.label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev" className={cn(item, idle)}>
              <span aria-hidden="true">←</span>&nbsp;{blogList.pagination.newer}
            </Link>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, index) => index + 1).map((target) => (
          <li key={target}>
            {target === page ? (
              // A span may not carry a label of its own (the HTML checker): the words are in the text.
              <span aria-current="page" className={cn(item, 'border-ink bg-ink text-white')}>
                <span className="sr-only">{blogList.pagination.current(target)}</span>
                <span aria-hidden="true">{target}</span>
              </span>
            ) : (
              <Link href={href(target)} aria-label={blogList.pagination.page(target)} className={cn(item, idle)}>
                {target}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} rel="next" className={cn(item, idle)}>
              {blogList.pagination.older}&nbsp;<span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
