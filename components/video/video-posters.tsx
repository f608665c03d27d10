'use client';
// The posters of the videos a page shows, by media id, handed down from the server component that read the video
// library (lib/video/library.ts): a facade anywhere under it, in a dialog or a popup too, finds its poster here.
// Only the page's own posters reach the browser, not the library.
import { createContext, useContext, type ReactNode } from 'react';
import type { VideoPoster } from '@/content/video';

export type PostersByMediaId = Readonly<Record<string, VideoPoster>>;

const VideoPostersContext = createContext<PostersByMediaId>({});

export function VideoPosters({ posters, children }: { posters: PostersByMediaId; children: ReactNode }) {
  return <VideoPostersContext value={posters}>{children}</VideoPostersContext>;
}

/** The poster for a media id from the nearest VideoPosters, if it has one. */
export const usePoster = (mediaId: string): VideoPoster | undefined => useContext(VideoPostersContext)[mediaId];
