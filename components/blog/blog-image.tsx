// Blog images: Sanity CDN images get a `srcSet` of CDN-sized widths (works in the static export
// too, no optimiser needed); embedded-dataset files in public/ are served as they are.
import { Img } from '@/components/ui/img';
import type { ImgProps } from '@/components/ui/img';
import { isSanityImage, sanityImageUrl } from '@/lib/blog/image';

/** Widths offered to the browser: next/image's defaults, from an avatar to a wide screen. */
export const BLOG_IMAGE_WIDTHS = [96, 256, 384, 640, 750, 828, 1080, 1200, 1920] as const;

export function BlogImage({ src, ...props }: Omit<ImgProps, 'src' | 'srcSet'> & { src: string }) {
  // One file, one width: `sizes` is only valid next to a width-described srcSet.
  if (!isSanityImage(src)) return <Img src={src} {...props} sizes={undefined} />;
  return (
    <Img
      src={sanityImageUrl(src, 1200)}
      srcSet={BLOG_IMAGE_WIDTHS.map((width) => `${sanityImageUrl(src, width)} ${width}w`).join(', ')}
      {...props}
    />
  );
}
