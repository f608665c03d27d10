// Makes a page that shows its own not-found content answer HTTP 404, with that content in the HTML.
// Next only serves a 404 for a route when notFound() is thrown, and a notFound() thrown by a page
// leaves the HTML body empty when the page renders on demand (the not-found boundary is a React
// error boundary, which server rendering does not run: the content arrives by script only). So the
// page renders its content itself and puts this next to it: notFound() thrown inside a Suspense
// boundary sets the status and leaves the rest of the HTML as rendered. In the browser the same
// throw is caught by IgnoreNotFound, so the content on screen stays as the server sent it.
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
