// Words the video facades and video dialogs show or say to assistive technology.
export const videoLabels = {
  /** Prefix of every play button's name: 'Play video: {title}'. */
  playPrefix: 'Play video:',
  /** Names the region that holds a running player. */
  playerPrefix: 'Video player:',
  closeDialog: 'Close video',
} as const;

export type VideoPoster = { src: string; alt: string };

/**
 * Self-hosted posters by media id. A facade shows these before play, so a page makes no request
 * to a video host until the visitor presses play; a media id without one gets a title card.
 */
export const videoPosters: Record<string, VideoPoster> = {};
