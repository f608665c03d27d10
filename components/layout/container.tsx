// Page-width wrapper and section rhythm shared by every page. A caller's `className` adds spacing
// or layout; what would compete with the component's own classes (width, tone) is a variant.
import { cn } from '@/lib/cn';
import type { ComponentProps, ReactNode } from 'react';

const widths = {
  page: 'max-w-6xl',
  prose: 'max-w-3xl',
} as const;

export function Container({
  width = 'page',
  className,
  ...props
}: { width?: keyof typeof widths } & ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full px-5 sm:px-8', widths[width], className)} {...props} />;
}

const tones = {
  paper: 'bg-paper text-body',
  soft: 'bg-paper-soft text-body',
  ink: 'on-ink bg-ink text-white',
} as const;

const spacings = {
  normal: 'py-16 sm:py-24',
  /** Right under a page hero that already leaves room above (the generators' form). */
  'short-top': 'pt-10 pb-16 sm:pt-14 sm:pb-24',
} as const;

export function Section({
  tone = 'paper',
  spacing = 'normal',
  className,
  children,
  ...props
}: { tone?: keyof typeof tones; spacing?: keyof typeof spacings; children: ReactNode } & ComponentProps<'section'>) {
  return (
    <section className={cn(spacings[spacing], tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

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
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p
          className={cn('text-sm font-semibold tracking-wide uppercase', onInk ? 'text-accent-on-ink' : 'text-accent')}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn('mt-2 text-3xl font-bold tracking-tight sm:text-4xl', onInk ? 'text-white' : 'text-ink')}
      >
        {title}
      </h2>
      {lead ? <p className={cn('mt-4 text-lg', onInk ? 'text-muted-on-ink' : 'text-muted')}>{lead}</p> : null}
    </div>
  );
}
