'use client';
// Page-wide: shows the blog's placeholders while a navigation to a blog page waits.
//
// The blog's loading states, shown while a client navigation waits for a blog page.
// Not loading.tsx: a route's loading.tsx wraps its page in a Suspense boundary, and React writes
// a boundary this large out of line even into prerendered HTML, so every first load of /blog
// painted the placeholders and swapped the posts in by script later, and the largest paint
// waited for it (docs/decisions/0003-blog-loading-states-without-loading-tsx.md).
// The placeholders only ever mattered between a click and the next page, so they live here:
// after a click on an internal link to a blog page (components/page-wide/link-navigation.tsx reports it), once
// the wait passes SKELETON_DELAY_MS, until the new path is shown. Their markup loads only then.
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { pendingNavigation } from '@/components/page-wide/pending-navigation-store';

/** A page that arrives sooner than this (prefetched on intent, as most do) shows no placeholders. */
export const SKELETON_DELAY_MS = 100;

const loadSkeletons = () => import('@/components/blog/navigation-skeletons');
const BlogListSkeleton = dynamic(() => loadSkeletons().then((module) => module.BlogListSkeleton), { ssr: false });
const BlogPostSkeleton = dynamic(() => loadSkeletons().then((module) => module.BlogPostSkeleton), { ssr: false });

/** Which placeholders a path gets: the blog list, a post, or none (every other page is instant). */
export function skeletonFor(pathname: string): 'list' | 'post' | null {
  if (/^\/blog\/?$/.test(pathname)) return 'list';
  if (/^\/blog\/[^/.]+\/?$/.test(pathname)) return 'post';
  return null;
}

export function PendingNavigation() {
  const pathname = usePathname();
  const pending = useSyncExternalStore(pendingNavigation.subscribe, pendingNavigation.get, () => null);
  const [shownId, setShownId] = useState<number | null>(null);
  const kind = pending ? skeletonFor(pending.pathname) : null;

  // The new page is on screen: the wait is over.
  useEffect(() => {
    pendingNavigation.finish();
  }, [pathname]);

  useEffect(() => {
    if (!pending || !kind) return;
    void loadSkeletons();
    const timer = window.setTimeout(() => setShownId(pending.id), SKELETON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending, kind]);

  if (!pending || !kind || shownId !== pending.id) return null;
  return (
    <div className="fixed inset-0 z-30 overflow-hidden bg-paper-soft">
      {kind === 'list' ? <BlogListSkeleton /> : <BlogPostSkeleton />}
    </div>
  );
}
