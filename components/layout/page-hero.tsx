// The dark opening band of an inner page: optional badge, the page's h1 and a lead.
import type { ReactNode } from 'react';
import { Container } from '@/components/layout/container';

export function PageHero({
  badge,
  title,
  lead,
  children,
}: {
  badge?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="on-ink bg-ink pt-10 pb-16 text-white sm:pt-14 sm:pb-24">
      <Container>
        <div className="max-w-3xl">
          {badge ? <div className="mb-5">{badge}</div> : null}
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">{title}</h1>
          {lead ? <p className="mt-5 text-lg text-muted-on-ink sm:text-xl">{lead}</p> : null}
          {children}
        </div>
      </Container>
    </section>
  );
}
