// Image URLs: Sanity CDN images sized through @sanity/image-url; embedded-dataset files served as they are.
import { createImageUrlBuilder } from '@sanity/image-url';

const SANITY_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\/([a-z0-9-]+)\/([a-z0-9_-]+)\//i;

export const isSanityImage = (url: string) => SANITY_IMAGE.test(url);

export function sanityImageUrl(url: string, width: number, quality = 75): string {
  const match = SANITY_IMAGE.exec(url);
  if (!match) return url;
  const [, projectId, dataset] = match as unknown as [string, string, string];
  return createImageUrlBuilder({ projectId, dataset })
    .image(url)
    .width(width)
    .fit('max')
    .auto('format')
    .quality(quality)
    .url();
}
