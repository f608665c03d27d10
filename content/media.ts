// The video hosts' addresses: what the player loads after play, and what structured data names. Which videos
// the site shows are the documents' media ids (a Wistia id, or youtube: and a YouTube id); their posters and details
// are the Studio's Videos (sanity/schema-types/video.ts).
export const wistiaSwatchUrl = (id: string) => `https://fast.wistia.com/embed/medias/${id}/swatch`;
/** Wistia's player script and per-media embed script (attached only after the visitor presses play). */
export const wistiaPlayerScriptUrl = 'https://fast.wistia.com/player.js';
export const wistiaEmbedScriptUrl = (id: string) => `https://fast.wistia.com/embed/${id}.js`;
/** YouTube's privacy-enhanced embed and its poster. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
export const youtubePosterUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
/** The embed pages named in structured data (VideoObject.embedUrl): no autoplay; the site never loads them. */
export const youtubeEmbedPageUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
export const wistiaEmbedPageUrl = (id: string) => `https://fast.wistia.com/embed/iframe/${id}`;
