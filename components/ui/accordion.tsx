'use client';
// Radix Accordion styled once: divided items, a full-width heading button, content that slides open.
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-line', className)} {...props} />;
}

const headings = { h2: 'h2', h3: 'h3', h4: 'h4' } as const;

/** The item's heading and its toggle button; `heading` sets the level to fit the page outline. */
export function AccordionTrigger({
  children,
  heading = 'h3',
  className,
}: {
  children: ReactNode;
  heading?: keyof typeof headings;
  className?: string;
}) {
  const Heading = headings[heading];
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            'group flex flex-1 items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-ink hover:text-accent',
            className,
          )}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted transition-transform duration-200 group-hover:text-accent group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <AccordionPrimitive.Content className="overflow-hidden data-[state=closed]:animate-[accordion-up_200ms_ease-out] data-[state=open]:animate-[accordion-down_200ms_ease-out]">
      <div className={cn('pb-5 text-muted', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
