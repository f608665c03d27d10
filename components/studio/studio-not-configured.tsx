// /studio without NEXT_PUBLIC_SANITY_PROJECT_ID: how to connect a Sanity project.
import { Fragment } from 'react';
import { Container } from '@/components/layout/container';
import { studioPage } from '@/content/blog/copy';

export function StudioNotConfigured() {
  const copy = studioPage.notConfigured;
  return (
    // The Studio's layout has no <main> of its own, so this page brings the landmark.
    <main className="min-h-dvh bg-paper pt-16 pb-24 sm:pt-24">
      <Container width="prose">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{copy.heading}</h1>
        <p className="mt-4 text-lg text-muted">{copy.lead}</p>
        <ol className="mt-8 list-decimal space-y-3 pl-6 text-body marker:font-semibold marker:text-accent">
          {copy.steps.map((step) => (
            <li key={step} className="pl-1">
              <WithCode text={step} />
            </li>
          ))}
        </ol>
        <p className="mt-8 text-muted">{copy.setupHint}</p>
      </Container>
    </main>
  );
}

/** Copy marks commands and variable names with `backticks`; they render as code. */
function WithCode({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code
        key={index}
        className="rounded bg-paper-soft px-1.5 py-0.5 font-mono text-[0.9em] text-ink ring-1 ring-line"
      >
        {part}
      </code>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
