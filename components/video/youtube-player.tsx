'use client';
// The YouTube player: a privacy-enhanced (youtube-nocookie.com) iframe, mounted after play.
import { youtubeEmbedUrl } from '@/content/media';

export function YouTubePlayer({ id, title }: { id: string; title: string }) {
  return (
    <iframe
      src={youtubeEmbedUrl(id)}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="absolute inset-0 size-full border-0"
      data-video-player="youtube"
    />
  );
}
