'use client';
// Page-wide: the blog's placeholders, while a client navigation to a blog page waits past SKELETON_DELAY_MS.
// Learn more: docs/decisions/0003-blog-loading-states-without-loading-tsx.md
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { pendingNavigation } from '@/components/page-wide/pending-navigation-store';

/** A page that arrives sooner than this (prefetched on intent, as most do) shows no placeholders. */
export const SKELETON_DELAY_MS = 100;

const loadSkeletons = () => import('@/components/blog/navigation-skeletons');
const BlogListSkeleton = dynamic(() => loadSkeletons().then((module) => module.BlogListSkeleton), { ssr: false });
const BlogPostSkeleton = dynamic(() => loadSkeletons().then((module) => module.BlogPostSkeleton), { ssr: false });

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
