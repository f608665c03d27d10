// Words the video facades and dialogs say to assistive technology, and the shapes of a poster and of a video's
// details for search engines. The videos themselves (posters, details) are documents: the Studio's Videos
// (sanity/schema-types/video.ts), read by lib/video/library.ts.

export const videoLabels = {
  /** Prefix of every play button's name: 'Play video: {title}'. */
  playPrefix: 'Play video:',
  /** Names the region that holds a running player. */
  playerPrefix: 'Video player:',
  closeDialog: 'Close video',
} as const;

/** A poster the facade shows before play: a file of public/posters/ or Sanity's image CDN, and its alt text. */
export type VideoPoster = { src: string; alt: string };

/** A hosted video's details as an editor types them (a video document's, a case study's); lib/video-object.ts
 * turns them into JSON-LD. */
export type VideoDetails = {
  name: string;
  /** One sentence, as a search result would show it. */
  description: string;
  /** YYYY-MM-DD (read as midnight UTC), or an ISO 8601 date-time with its offset. */
  uploadDate: string;
  /** The running time as the player shows it: m:ss or h:mm:ss. */
  duration: string;
};
