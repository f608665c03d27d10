'use client';
// The desktop Services menu (navigation disclosure pattern): Enter/Space toggle, ArrowDown enters the
// list, arrows move, Escape closes and refocuses the button; leaving the menu closes it.
import { ChevronDown } from 'lucide-react';
import { linkKey, MenuLink } from '@/components/layout/menu-link';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ResolvedLink } from '@/lib/marketing/navigation/limits';
import { cn } from '@/lib/cn';

export function ServicesMenu({ label, items }: { label: string; items: readonly ResolvedLink[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) {
      setOpen(true);
      requestAnimationFrame(() => links()[event.key === 'ArrowDown' ? 0 : links().length - 1]?.focus());
      return;
    }
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    all[(next + all.length) % all.length]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-md px-3 py-2 whitespace-nowrap text-muted-on-ink hover:text-white aria-expanded:text-white"
      >
        {label}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-60 rounded-xl border border-ink-line bg-ink-soft p-2 shadow-xl shadow-black/30"
      >
        {items.map((item) => (
          <li key={linkKey(item)}>
            <MenuLink
              link={item}
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2.5 text-muted-on-ink hover:bg-white/5 hover:text-white focus-visible:bg-white/5 focus-visible:text-white"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
