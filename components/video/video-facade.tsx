'use client';
// CONTRACT (owned by the home-page work, issue 3): a poster-first video facade.
// `mediaId` is a Wistia id, or `youtube:<id>` for the YouTube facade. Nothing from a video
// host loads until the visitor presses the play button. This first version only fixes the
// props; the home-page issue replaces the body with the real Wistia/YouTube facades.
import { useState } from 'react';

export type VideoFacadeProps = {
  /** Wistia media id, or `youtube:<id>`. */
  mediaId: string;
  /** Names the video: the play button says 'Play video: {title}'. */
  title: string;
  /** Box ratio; 16:9 by default, 9:16 for shorts. */
  aspect?: '16/9' | '9/16';
  /** Start playing as soon as it mounts (inside a dialog the visitor opened). */
  autoPlay?: boolean;
  className?: string;
};

export function VideoFacade({ title, aspect = '16/9', className }: VideoFacadeProps) {
  const [active, setActive] = useState(false);
  return (
    <div className={`relative overflow-hidden rounded-xl bg-ink-soft ${className ?? ''}`} style={{ aspectRatio: aspect }}>
      <button type="button" onClick={() => setActive(true)} className="absolute inset-0 flex items-center justify-center text-white">
        <span className="sr-only">Play video: </span>
        {title}
        {active ? '' : ''}
      </button>
    </div>
  );
}
