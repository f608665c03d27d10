'use client';
// Route error boundary: a generic fallback (content/errors.ts) with a retry and a way home.
import { useEffect } from 'react';
import { Container } from '@/components/layout/container';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorPage } from '@/content/errors';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="on-ink flex min-h-[70vh] items-center bg-ink pt-24 pb-20 text-white">
      <Container className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{errorPage.heading}</h1>
        <p className="mx-auto mt-4 max-w-md text-muted-on-ink">{errorPage.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={reset} variant="outline-on-ink">
            {errorPage.retryLabel}
          </Button>
          {/* A full page load: the app state that failed is left behind. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate full page load, see above */}
          <a href="/" className={buttonClasses()}>
            {errorPage.homeLabel}
          </a>
        </div>
      </Container>
    </section>
  );
}
