'use client';
// The testimonial carousel (embla); ArrowLeft/ArrowRight move slides while it has focus. Embla measures every slide
// when it starts (a forced layout in the hydration's long task), so it starts as the carousel nears the screen, or
// when the visitor reaches it by keyboard or pointer first; until then it sits on its first slide, as prerendered.
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export const carouselOptions = { align: 'center', dragThreshold: 10, duration: 25 } as const;
/** Half a screen ahead: started before it scrolls into view, so no visitor meets it unstarted. */
const startMargin = '50% 0px';

export function TestimonialCarousel({
  slides,
  label,
  slideLabels,
  previousLabel,
  nextLabel,
  keyboardHint,
}: {
  slides: ReactNode[];
  label: string;
  /** 'n of total' for each slide. */
  slideLabels: string[];
  previousLabel: string;
  nextLabel: string;
  keyboardHint: string;
}) {
  const [startEmbla, api] = useEmblaCarousel(carouselOptions);
  const viewport = useRef<HTMLDivElement>(null);
  // Before embla starts the carousel sits on its first slide: only 'next' can move.
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);

  // Giving embla its viewport starts it; the same node again changes nothing.
  const start = useCallback(() => {
    if (viewport.current) startEmbla(viewport.current);
  }, [startEmbla]);
  // A key or a button pressed before embla is ready (it starts on that same press) moves it once it is.
  const waiting = useRef<'previous' | 'next' | null>(null);
  const move = (direction: 'previous' | 'next') => {
    if (!api) {
      waiting.current = direction;
      start();
    } else if (direction === 'previous') api.scrollPrev();
    else api.scrollNext();
  };
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    if (!('IntersectionObserver' in window)) {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: startMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [start]);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanPrevious(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    update();
    // Listening first: embla reports the waiting move's 'select' synchronously, before scrollNext returns.
    api.on('select', update).on('reInit', update);
    if (waiting.current === 'previous') api.scrollPrev();
    if (waiting.current === 'next') api.scrollNext();
    waiting.current = null;
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move('previous');
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move('next');
    }
  };

  const hintId = 'testimonial-carousel-hint';
  const buttonClass =
    'inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-line bg-paper text-ink transition-colors hover:bg-paper-soft disabled:cursor-default disabled:opacity-40';
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      aria-describedby={hintId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={start}
      onPointerDown={start}
      className="rounded-(--radius-card) focus-visible:outline-offset-8"
    >
      <p id={hintId} className="sr-only">
        {keyboardHint}
      </p>
      {/* `relative`: the clipping box must contain the slides' `sr-only` texts, or they widen a phone's page. */}
      <div ref={viewport} className="relative -mx-5 overflow-hidden px-5 sm:mx-0 sm:px-0">
        <div className="flex touch-pan-y touch-pinch-zoom gap-4 sm:gap-6">
          {slides.map((slide, index) => (
            <div
              key={slideLabels[index]}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabels[index]}
              className="min-w-0 shrink-0 grow-0 basis-[88%] sm:basis-[72%] lg:basis-[58%]"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className={buttonClass} onClick={() => move('previous')} disabled={!canPrevious}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{previousLabel}</span>
        </button>
        <button type="button" className={buttonClass} onClick={() => move('next')} disabled={!canNext}>
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">{nextLabel}</span>
        </button>
      </div>
    </div>
  );
}
