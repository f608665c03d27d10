// The not-found message ('404' and a way home; the path goes to the console), for unknown addresses and
// for notFound() in a page of the site.
import { Container } from '@/components/layout/container';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { ButtonLink } from '@/components/ui/button';
import { notFoundPage } from '@/content/errors';

export function NotFoundMessage() {
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
