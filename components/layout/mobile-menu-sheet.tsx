'use client';
// The mobile menu sheet (a Radix dialog): focus kept inside, Escape closes, focus returns to the trigger.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { linkKey, MenuLink } from '@/components/layout/menu-link';
import type { MobileMenuContent } from '@/components/layout/mobile-menu';
import type { RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { BookingLink } from '@/components/ui/booking-link';
import { mobileMenu, navigationLabels, newTabHint } from '@/content/navigation';
import type { ResolvedLink } from '@/lib/marketing/navigation/limits';
import { cn } from '@/lib/cn';

export default function MobileMenuSheet({
  entries,
  roiButton,
  quoteLabel,
  open,
  onOpenChange,
  returnFocusTo,
}: MobileMenuContent & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger lives outside this lazily loaded module, so Radix cannot know it: focus it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  const item = (link: ResolvedLink, nested = false) => (
    <MenuLink
      link={link}
      onClick={close}
      className={cn(
        'block rounded-lg px-3 py-2.5 hover:bg-white/5 hover:text-white',
        nested ? 'text-muted-on-ink' : 'font-semibold text-white',
      )}
    />
  );
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="on-ink fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-ink p-5 text-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-bold">{mobileMenu.title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">{mobileMenu.description}</DialogPrimitive.Description>
            <DialogPrimitive.Close className="inline-flex size-10 items-center justify-center rounded-md hover:bg-white/10">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{mobileMenu.closeLabel}</span>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={navigationLabels.mobile} className="mt-4">
            <ul className="space-y-1">
              {entries.map((entry) =>
                'links' in entry ? (
                  <li key={`group ${entry.label}`}>
                    <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted-on-ink uppercase">
                      {entry.label}
                    </p>
                    <ul className="border-l border-ink-line pl-2">
                      {entry.links.map((child) => (
                        <li key={linkKey(child)}>{item(child, true)}</li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={linkKey(entry)}>{item(entry)}</li>
                ),
              )}
            </ul>
          </nav>
          <div className="mt-auto grid gap-3 pt-8">
            {roiButton ? (
              <MenuLink link={roiButton} onClick={close} className={buttonClasses({ variant: 'outline-on-ink' })} />
            ) : null}
            <BookingLink cta="menu" onClick={close} className={buttonClasses()}>
              {quoteLabel}
              <span className="sr-only"> {newTabHint}</span>
            </BookingLink>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
