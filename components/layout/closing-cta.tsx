// The dark closing band most pages end on: heading, text, the page's actions and an optional note.
import type { ReactNode } from 'react';
import { Section } from '@/components/layout/container';

export function ClosingCta({
  id,
  title,
  text,
  note,
  children,
}: {
  id: string;
  title: string;
  text: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <Section tone="ink" aria-labelledby={id} className="relative overflow-hidden">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-muted-on-ink">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">{children}</div>
        {note ? <p className="mt-4 text-sm text-muted-on-ink">{note}</p> : null}
      </div>
    </Section>
  );
}
