// The site's card: `size` sets padding and glow size (card-glow.tsx reads data-glow), `surface` the look,
// `as` the element. IconCard is the common card with an icon, a title and a text.
import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

const paddings = { sm: 'p-6', md: 'p-6 sm:p-8', lg: 'p-6 sm:p-8' } as const;

const surfaces = {
  paper: 'border border-line bg-paper',
  soft: 'border border-line bg-paper-soft',
  ink: 'border border-ink-line bg-ink-soft',
  /** The one card a list puts forward (the popular plan). */
  featured: 'border-2 border-accent bg-paper shadow-xl shadow-accent/10',
} as const;

export type CardSize = keyof typeof paddings;

type CardProps = {
  as?: 'article' | 'li' | 'div' | 'section' | 'aside';
  size?: CardSize;
  surface?: keyof typeof surfaces;
  /** Off for cards that are figures rather than content (the solution's numbers). */
  glow?: boolean;
  /** Padding classes in place of the size's ('p-0': the content runs to the card's edge). */
  padding?: string;
  ref?: Ref<HTMLElement>;
} & HTMLAttributes<HTMLElement>;

export function Card({
  as: Element = 'div',
  size = 'md',
  surface = 'paper',
  glow = true,
  padding,
  className,
  ref,
  ...props
}: CardProps) {
  return (
    <Element
      // One ref type for the five elements `as` may name: each is an HTMLElement.
      ref={ref as Ref<HTMLDivElement & HTMLLIElement>}
      data-glow={glow ? size : undefined}
      className={cn('rounded-(--radius-card)', surfaces[surface], padding ?? paddings[size], className)}
      {...props}
    />
  );
}

const headings = { sm: 'text-lg font-semibold', md: 'text-xl font-bold', lg: 'text-xl font-bold' };
const iconSizes = { sm: 'size-6', md: 'size-7', lg: 'size-7' };

/** `children` follow the text; `chip` sets the icon on a soft accent chip, beside the title on phones. */
export function IconCard({
  icon: Icon,
  title,
  text,
  children,
  chip,
  headingLevel = 3,
  size = 'sm',
  as = 'li',
  padding,
  className,
  textClassName,
}: {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  children?: ReactNode;
  chip?: 'square' | 'round';
  headingLevel?: 3 | 4;
  size?: CardSize;
  as?: CardProps['as'];
  padding?: string;
  className?: string;
  textClassName?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const heading = cn(headings[size], 'text-ink');
  return (
    <Card as={as} size={size} padding={padding} className={className}>
      {chip ? (
        <div className="flex items-center gap-3 sm:block">
          <span
            className={cn(
              'inline-flex size-10 shrink-0 items-center justify-center bg-accent-soft text-accent sm:size-11',
              chip === 'round' ? 'rounded-full' : 'rounded-xl',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <Heading className={cn(heading, 'sm:mt-4')}>{title}</Heading>
        </div>
      ) : (
        <>
          <Icon aria-hidden="true" className={cn(iconSizes[size], 'text-accent')} />
          <Heading className={cn(heading, 'mt-4')}>{title}</Heading>
        </>
      )}
      <p className={cn('mt-2 text-muted', textClassName)}>{text}</p>
      {children}
    </Card>
  );
}
