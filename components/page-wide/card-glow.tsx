'use client';
// Page-wide: one passive pointer listener moves the glow (app/globals.css) on the [data-glow] card under
// the mouse, also when the page scrolls; off for touch, pen, reduced motion and devices without hover.
import { useEffect } from 'react';

const GLOW_MEDIA = '(hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)';

const cardAt = (target: Element | null) => target?.closest<HTMLElement>('[data-glow]') ?? null;

export function CardGlow() {
  useEffect(() => {
    const media = window.matchMedia(GLOW_MEDIA);
    let card: HTMLElement | null = null;
    let frame = 0;
    let pointer: { x: number; y: number } | null = null;
    let scrolled = false;
    const follow = (next: HTMLElement | null) => {
      if (next === card) return;
      card?.removeAttribute('data-glowing');
      card = next;
      card?.setAttribute('data-glowing', '');
    };
    const paint = () => {
      frame = 0;
      if (!pointer) return;
      if (scrolled) {
        scrolled = false;
        follow(cardAt(document.elementFromPoint(pointer.x, pointer.y)));
      }
      if (!card) return;
      const box = card.getBoundingClientRect();
      card.style.setProperty('--glow-x', `${Math.round(pointer.x - box.left)}px`);
      card.style.setProperty('--glow-y', `${Math.round(pointer.y - box.top)}px`);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !media.matches) {
        pointer = null;
        return follow(null);
      }
      follow(cardAt(event.target instanceof Element ? event.target : null));
      pointer = { x: event.clientX, y: event.clientY };
      if (card && !frame) frame = window.requestAnimationFrame(paint);
    };
    const onScroll = () => {
      if (!pointer || !media.matches) return;
      scrolled = true;
      if (!frame) frame = window.requestAnimationFrame(paint);
    };
    const onLeave = () => {
      pointer = null;
      follow(null);
    };
    document.addEventListener('pointermove', onMove, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    document.documentElement.addEventListener('pointerleave', onLeave, { passive: true });
    return () => {
      document.removeEventListener('pointermove', onMove);
      window.removeEventListener('scroll', onScroll);
      document.documentElement.removeEventListener('pointerleave', onLeave);
      window.cancelAnimationFrame(frame);
      follow(null);
    };
  }, []);
  return null;
}
