// /studio without NEXT_PUBLIC_SANITY_PROJECT_ID: how to connect a Sanity project.
import { Container } from '@/components/layout/container';
import { studioPage } from '@/content/blog/copy';

export function StudioNotConfigured() {
  const copy = studioPage.notConfigured;
  return (
    <section className="bg-paper pt-28 pb-24 sm:pt-32">
      <Container className="max-w-3xl!">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{copy.heading}</h1>
        <p className="mt-4 text-lg text-muted">{copy.lead}</p>
        <ol className="mt-8 list-decimal space-y-3 pl-6 text-body marker:font-semibold marker:text-accent">
          {copy.steps.map((step) => (
            <li key={step} className="pl-1">
              {step}
            </li>
          ))}
        </ol>
        <p className="mt-8 text-muted">{copy.readmeHint}</p>
      </Container>
    </section>
  );
}
