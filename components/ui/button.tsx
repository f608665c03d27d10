// Buttons and button-styled links: one look, a small map of variants and sizes. A caller's
// `className` places the button (margins, width, alignment); its look is a variant.
import { cn } from '@/lib/cn';
import { Link } from '@/components/ui/link';
import type { Route } from 'next';
import type { ComponentProps, ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/external-link';

const base =
  'inline-flex items-center justify-center gap-2 rounded-(--radius-button) font-semibold whitespace-nowrap transition-colors duration-150 disabled:pointer-events-none disabled:opacity-60';

const variants = {
  primary: 'bg-accent text-white hover:bg-accent-strong',
  secondary: 'bg-ink text-white hover:bg-ink-soft',
  outline: 'border border-line bg-paper text-body hover:bg-paper-soft',
  'outline-on-ink': 'border border-ink-line text-white hover:bg-ink-soft',
  light: 'bg-white text-ink hover:bg-paper-soft',
  ghost: 'text-body hover:bg-paper-soft',
  'ghost-on-ink': 'text-white hover:bg-ink-soft',
} as const;

const sizes = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-[0.9375rem]',
  lg: 'h-13 px-7 text-base',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;
type Style = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

export function buttonClasses({ variant = 'primary', size = 'md', className }: Style = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({ variant, size, className, type = 'button', ...props }: Style & ComponentProps<'button'>) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

type ButtonLinkTarget<T extends string> =
  | { href: Route<T>; external?: false }
  /** Another site (the booking page, a profile): opens in a new tab. */
  | { href: string; external: true };

export function ButtonLink<T extends string>({
  children,
  variant,
  size,
  className,
  ...target
}: Style & ButtonLinkTarget<T> & { children: ReactNode }) {
  const classes = buttonClasses({ variant, size, className });
  if (target.external) {
    return (
      <ExternalLink href={target.href} className={classes}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link href={target.href} className={classes}>
      {children}
    </Link>
  );
}
