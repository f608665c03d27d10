// The not-found page (HTTP 404 from `next start`, 404.html in the export).
import type { Metadata } from 'next';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { Container } from '@/components/layout/container';
import { ButtonLink } from '@/components/ui/button';
import { notFoundPage } from '@/content/errors';

// Next adds `<meta name="robots" content="noindex">` to the not-found page itself.
export const metadata: Metadata = {
  title: { absolute: notFoundPage.title },
};

export default function NotFound() {
  return (
    <section className="on-ink flex min-h-[70vh] items-center bg-ink pt-24 pb-20 text-white">
      <Container className="text-center">
        <p className="text-7xl font-bold tracking-tight text-accent-on-ink sm:text-8xl">{notFoundPage.code}</p>
        <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{notFoundPage.heading}</h1>
        <p className="mx-auto mt-3 max-w-md text-muted-on-ink">{notFoundPage.text}</p>
        <ButtonLink href="/" size="lg" className="mt-8">
          {notFoundPage.homeLabel}
        </ButtonLink>
      </Container>
      <NotFoundLogger message={notFoundPage.logMessage} />
    </section>
  );
}
