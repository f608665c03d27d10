// /studio without NEXT_PUBLIC_SANITY_PROJECT_ID: how to connect a Sanity project. The Studio's page brings Sanity
// UI's stylesheet with it, configured or not, and its reset (`* { margin: 0; padding: 0 }`, the root's font) sits in
// a cascade layer declared after Tailwind's, so it beats every utility here. Each utility that sets a margin, a
// padding or a font is marked important (`!`), which an unimportant rule of any layer cannot beat: the page keeps the
// site's spacing and type without touching the Studio's own styles.
import { Fragment } from 'react';
import { studioPage } from '@/content/blog/copy';

export function StudioNotConfigured() {
  const copy = studioPage.notConfigured;
  return (
    // The Studio's layout has no <main> of its own, so this page brings the landmark.
    <main className="min-h-dvh bg-paper pt-16! pb-24! font-sans! sm:pt-24!">
      <div className="mx-auto! w-full max-w-3xl px-5! sm:px-8!">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{copy.heading}</h1>
        <p className="mt-4! text-lg text-muted">{copy.lead}</p>
        <ol className="mt-8! list-decimal space-y-3! pl-6! text-body marker:font-semibold marker:text-accent">
          {copy.steps.map((step) => (
            <li key={step} className="pl-1!">
              <WithCode text={step} />
            </li>
          ))}
        </ol>
        <p className="mt-8! text-muted">{copy.setupHint}</p>
      </div>
    </main>
  );
}

/** Copy marks commands and variable names with `backticks`; they render as code. */
function WithCode({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code
        key={index}
        className="rounded bg-paper-soft px-1.5! py-0.5! font-mono! text-[0.9em] text-ink ring-1 ring-line"
      >
        {part}
      </code>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
