// What a page asked of the video hosts (Wistia, YouTube and its posters), from the fixtures' record.
import type { ExternalRequests } from './fixtures';

export const videoHostPattern = /wistia|youtube|ytimg/;

export const videoHostRequests = (external: ExternalRequests) => external.matching(videoHostPattern);

/** Wistia's per-media embed script: requested exactly when that video's player mounts. */
export const wistiaEmbedRequested = (external: ExternalRequests, id: string) =>
  external.urls.some((url) => url === `https://fast.wistia.com/embed/${id}.js`);

/** Scrolls through the whole page so anything lazy gets its chance to load. */
export async function scrollThrough(page: import('@playwright/test').Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.waitForLoadState('load');
}
