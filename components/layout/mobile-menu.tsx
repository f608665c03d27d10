'use client';
// The mobile menu trigger; the sheet's code loads on first open.
import { Menu } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { mobileMenu } from '@/content/navigation';
import type { MenuEntry, ResolvedLink } from '@/lib/marketing/navigation/limits';

const MobileMenuSheet = dynamic(() => import('@/components/layout/mobile-menu-sheet'), { ssr: false });

/** What the sheet shows: the navigation document's entries, the ROI button (null: none) and the booking button's
 * label. */
export type MobileMenuContent = { entries: MenuEntry[]; roiButton: ResolvedLink | null; quoteLabel: string };

export function MobileMenu(content: MobileMenuContent) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10 xl:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{mobileMenu.openLabel}</span>
      </button>
      {requested ? (
        <MobileMenuSheet {...content} open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
      ) : null}
    </>
  );
}
