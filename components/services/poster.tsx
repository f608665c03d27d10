// A CSS-drawn poster for a video card (a named palette, a play mark): no video host is asked before play.
import { Play } from 'lucide-react';
import type { PosterStyle } from '@/content/posters';
import { cn } from '@/lib/cn';

const palettes: Record<PosterStyle, string> = {
  indigo: 'from-indigo-600 via-violet-700 to-ink',
  amber: 'from-amber-500 via-orange-600 to-ink',
  emerald: 'from-emerald-500 via-teal-700 to-ink',
  rose: 'from-rose-500 via-fuchsia-700 to-ink',
  sky: 'from-sky-500 via-blue-700 to-ink',
  violet: 'from-violet-500 via-purple-700 to-ink',
};

export function Poster({
  style,
  aspect = '16/9',
  className,
}: {
  style: PosterStyle;
  aspect?: '16/9' | '9/16';
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex w-full items-center justify-center overflow-hidden bg-linear-135',
        palettes[style],
        className,
      )}
      style={{ aspectRatio: aspect }}
    >
      <span className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgb(255_255_255/0.25),transparent_55%)]" />
      <span className="relative flex size-16 items-center justify-center rounded-full bg-white/95 text-ink shadow-lg transition-transform duration-200 group-hover:scale-110 group-focus-visible:scale-110">
        <Play className="ml-1 size-7 fill-current" />
      </span>
    </span>
  );
}
