'use client';
// A poster-first video: a reserved box with a poster, the title and a play button; nothing from a video
// host loads until play, then the Wistia player or a youtube-nocookie iframe fills the same box.
import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Img } from '@/components/ui/img';
import { parseMediaSource } from '@/components/video/media-source';
import { WistiaPlayer } from '@/components/video/wistia-player';
import { YouTubePlayer } from '@/components/video/youtube-player';
import { usePoster } from '@/components/video/video-posters';
import { videoLabels } from '@/content/video';
import type { VideoPoster } from '@/content/video';
import { cn } from '@/lib/cn';

export type VideoFacadeProps = {
  /** Wistia media id, or `youtube:<id>`. */
  mediaId: string;
  /** Names the video: the play button says 'Play video: {title}'. */
  title: string;
  aspect?: '16/9' | '9/16';
  /** Start playing as soon as it mounts (inside a dialog the visitor opened). */
  autoPlay?: boolean;
  className?: string;
  /** Poster before play; defaults to this media id's from the nearest VideoPosters (its video document's). */
  poster?: VideoPoster;
  /** Load the poster early: only for a video at the top of the page. */
  priority?: boolean;
  /** A smaller play button and caption, for narrow boxes (a row of shorts). */
  compact?: boolean;
};

export function VideoFacade({
  mediaId,
  title,
  aspect = '16/9',
  autoPlay = false,
  className,
  poster: posterProp,
  priority = false,
  compact = false,
}: VideoFacadeProps) {
  const listed = usePoster(mediaId);
  const poster = posterProp ?? listed;
  const source = parseMediaSource(mediaId);
  const [playing, setPlaying] = useState(autoPlay);
  const [posterFailed, setPosterFailed] = useState(false);
  const pressed = useRef(false);
  const stage = useRef<HTMLDivElement>(null);
  const posterImage = useRef<HTMLImageElement>(null);

  // A poster that failed before hydration fired its error event too early for React to see.
  useEffect(() => {
    const image = posterImage.current;
    if (image?.complete && image.naturalWidth === 0) setPosterFailed(true);
  }, []);

  // The play button disappears with the poster: keep keyboard focus on the video.
  useEffect(() => {
    if (playing && pressed.current) stage.current?.focus();
  }, [playing]);

  const showPoster = poster && !posterFailed;
  return (
    <div
      className={cn('relative isolate overflow-hidden rounded-(--radius-card) bg-ink text-white', className)}
      style={{ aspectRatio: aspect }}
      data-video-facade={source.host}
    >
      {/* The title card: what a visitor sees without a poster, or when the poster fails. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(120%_90%_at_20%_10%,rgb(79_70_229/0.55),transparent_60%),radial-gradient(90%_80%_at_90%_100%,rgb(245_184_46/0.22),transparent_60%)]"
      />
      {showPoster ? (
        <Img
          ref={posterImage}
          src={poster.src}
          alt={poster.alt}
          fill
          loading={priority ? 'eager' : 'lazy'}
          onError={() => setPosterFailed(true)}
          className="-z-10 object-cover"
        />
      ) : null}
      {playing ? (
        <div
          ref={stage}
          role="group"
          aria-label={`${videoLabels.playerPrefix} ${title}`}
          tabIndex={-1}
          className="absolute inset-0 bg-ink focus:outline-none"
        >
          {source.host === 'wistia' ? (
            <WistiaPlayer id={source.id} autoPlay />
          ) : (
            <YouTubePlayer id={source.id} title={title} />
          )}
        </div>
      ) : (
        <button
          type="button"
          onClick={() => {
            pressed.current = true;
            setPlaying(true);
          }}
          className="group absolute inset-0 flex cursor-pointer items-center justify-center focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <span
            className={cn(
              'flex items-center justify-center rounded-full bg-white/95 text-ink shadow-xl shadow-black/30 transition-transform duration-150 group-hover:scale-105',
              compact ? 'size-11' : 'size-16 sm:size-20',
            )}
          >
            <Play
              aria-hidden="true"
              className={cn('translate-x-0.5 fill-current', compact ? 'size-5' : 'size-7 sm:size-8')}
            />
          </span>
          <span
            className={cn(
              'absolute inset-x-0 bottom-0 bg-linear-to-t from-black/80 via-black/50 to-transparent text-left font-semibold',
              compact ? 'px-2.5 pt-8 pb-2 text-xs' : 'px-4 pt-10 pb-3 text-sm sm:text-base',
            )}
          >
            <span className="sr-only">{videoLabels.playPrefix} </span>
            {title}
          </span>
        </button>
      )}
    </div>
  );
}
