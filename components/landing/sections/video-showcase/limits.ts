// How many videos a showcase holds; each video is the shared video card (lib/content/shape-limits.ts). No imports:
// the Studio loads it.
export const videoShowcaseLimits = { videosMin: 1, videosMax: 6 /* two rows of three */ } as const;
