// Every hosted video id of the site: Wistia ids are plain, `youtube:<id>` plays on YouTube. Case
// studies' videos are fields of their documents (Sanity, or content/dataset.ndjson).
export const media = {
  hero: 'k7v2m9x4qa',
  services: { productDemo: 'p3d8n1w6ze', explainers: 'e5x0o2n7lb' },
  testimonials: ['t1a4c8r2mv', 't2b5d9s3nw', 't3c6e0t4ox', 't4d7f1u5py'],
  specialOffer: ['s1o2f3f4e5', 's2o3f4f5e6', 's3o4f5f6e7'],
  shorts: ['h1o2r3t4s5', 'h2o3r4t5s6', 'h3o4r5t6s7'],
  showcase: { webinars: 'w1e2b3i4n5', sportCoaches: 's5p6o7r8t9', product: 'p9r8o7d6u5', ads: 'a1d2s3x4y5' },
  productDemoSamples: ['d1e2m3o4s5', 'd2e3m4o5s6', 'd3e4m5o6s7'],
} as const;

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
