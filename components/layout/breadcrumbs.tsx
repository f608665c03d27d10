// The breadcrumb bar (server-rendered) with its BreadcrumbList JSON-LD. Not used on the home page.
import type { Route } from 'next';
import { Link } from '@/components/ui/link';
import { Container } from '@/components/layout/container';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLabels } from '@/content/navigation';
import { breadcrumbsFor } from '@/lib/breadcrumbs';
import type { Crumb } from '@/lib/breadcrumbs';
import { breadcrumbListJsonLd } from '@/lib/seo';

/**
 * `path` is the page's own pathname; `current` overrides the last crumb's label (e.g. a post title). `trail`
 * replaces the crumbs drawn from the path where a segment is not a page of its own (/blog/page/2).
 */
export function Breadcrumbs({ path, current, trail }: { path: string; current?: string; trail?: Crumb[] }) {
  const crumbs = trail ? [...trail] : breadcrumbsFor(path);
  if (crumbs.length === 0) return null;
  if (current) crumbs[crumbs.length - 1] = { ...crumbs[crumbs.length - 1]!, label: current };
  return (
    <div className="on-ink border-b border-ink-line bg-ink pt-16 text-sm text-muted-on-ink lg:pt-18">
      <Container>
        <nav aria-label={breadcrumbLabels.ariaLabel} className="py-3">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {crumbs.map((crumb, index) => {
              const last = index === crumbs.length - 1;
              return (
                <li key={crumb.href} className="flex min-w-0 items-center gap-2">
                  {index > 0 ? (
                    <span aria-hidden="true" className="text-ink-line">
                      /
                    </span>
                  ) : null}
                  {last ? (
                    <span aria-current="page" className="truncate font-medium text-white">
                      {crumb.label}
                    </span>
                  ) : (
                    // Every crumb but the last is a parent of a page's own path.
                    <Link href={crumb.href as Route} className="hover:text-white">
                      {crumb.label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </Container>
      <JsonLd data={breadcrumbListJsonLd(crumbs)} />
    </div>
  );
}
