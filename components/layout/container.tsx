// Page-width wrapper and section rhythm shared by every page.
import type { ComponentProps, ReactNode } from 'react';

export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={`mx-auto w-full max-w-6xl px-5 sm:px-8 ${className ?? ''}`} {...props} />;
}

const tones = {
  paper: 'bg-paper text-body',
  soft: 'bg-paper-soft text-body',
  ink: 'on-ink bg-ink text-white',
} as const;

/** A page section with generous vertical padding; `labelledBy` names it for landmarks. */
export function Section({
  tone = 'paper',
  className,
  children,
  ...props
}: { tone?: keyof typeof tones; children: ReactNode } & ComponentProps<'section'>) {
  return (
    <section className={`py-16 sm:py-24 ${tones[tone]} ${className ?? ''}`} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

/** Eyebrow, heading and lead paragraph that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  onInk,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  onInk?: boolean;
}) {
  return (
    <div className={`max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow ? (
        <p className={`text-sm font-semibold tracking-wide uppercase ${onInk ? 'text-accent-on-ink' : 'text-accent'}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${onInk ? 'text-white' : 'text-ink'}`}>
        {title}
      </h2>
      {lead ? <p className={`mt-4 text-lg ${onInk ? 'text-muted-on-ink' : 'text-muted'}`}>{lead}</p> : null}
    </div>
  );
}
