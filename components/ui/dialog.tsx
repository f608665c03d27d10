'use client';
// Radix Dialog styled once (overlay, panel, title, description, close); feature dialogs compose it.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const sizes = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

export function DialogContent({
  title,
  description,
  hideTitle,
  closeLabel = 'Close',
  size = 'md',
  className,
  children,
  ...props
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Keep the title for screen readers only (e.g. a video dialog). */
  hideTitle?: boolean;
  closeLabel?: string;
  size?: keyof typeof sizes;
  className?: string;
  children?: ReactNode;
} & Omit<DialogPrimitive.DialogContentProps, 'title'>) {
  return (
    <DialogPrimitive.Portal>
      {/* A plain scrim, no backdrop blur: a blur of the whole page is drawn again on every change behind or in the
          dialog (the offer's countdown ticks each second), which cost 24 % of a core in Chromium without GPU
          compositing against 3 % without it. The darker scrim keeps the page behind as quiet. */}
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/80 data-[state=open]:animate-[fade-up_200ms_ease-out]" />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-(--radius-card) bg-paper p-6 shadow-2xl focus:outline-none sm:p-8',
          sizes[size],
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title className={hideTitle ? 'sr-only' : 'pr-10 text-xl font-bold text-ink'}>
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-muted">{description}</DialogPrimitive.Description>
        ) : null}
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-paper-soft hover:text-ink"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
