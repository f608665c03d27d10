// A 404 status for a page that renders its own not-found content, keeping that content in the HTML.
// Learn more: docs/decisions/0012-unknown-post-rendered-by-the-page.md
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { IgnoreNotFound } from '@/components/layout/ignore-not-found';

function ThrowNotFound(): never {
  notFound();
}

export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <IgnoreNotFound>
        <ThrowNotFound />
      </IgnoreNotFound>
    </Suspense>
  );
}
