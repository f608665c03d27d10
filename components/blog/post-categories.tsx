// A post's categories as links to their pages (chips), on ink in the post's header or on paper elsewhere.
import type { Route } from 'next';
import { Link } from '@/components/ui/link';
import { categoryPath } from '@/lib/blog/archive';
import type { Category } from '@/lib/blog/schemas';
import { cn } from '@/lib/cn';

export function CategoryLinks({
  categories,
  label,
  onInk,
  className,
}: {
  categories: readonly Pick<Category, '_id' | 'slug' | 'title'>[];
  label: string;
  onInk?: boolean;
  className?: string;
}) {
  if (categories.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {categories.map((category) => (
        <li key={category._id}>
          <Link
            href={categoryPath(category.slug) as Route}
            className={cn(
              'inline-flex min-h-8 items-center rounded-full border px-3 text-sm font-medium transition-colors',
              onInk
                ? 'border-white/25 text-white hover:border-white hover:bg-white/10'
                : 'border-line bg-white text-body hover:border-accent hover:text-accent-strong',
            )}
          >
            {category.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
