'use client';
// next/image for blog images with the Sanity loader: CDN images are sized per srcset width
// (works in the static export too, no optimiser needed); embedded-dataset files in public/ are
// served as they are. A client module because next/image takes the loader as a function prop.
import Image from 'next/image';
import type { ImageLoader, ImageProps } from 'next/image';
import { isSanityImage, sanityImageUrl } from '@/lib/blog/image';

const sanityLoader: ImageLoader = ({ src, width, quality }) => sanityImageUrl(src, width, quality);

export function BlogImage({ src, alt, ...props }: Omit<ImageProps, 'loader' | 'unoptimized' | 'src'> & { src: string }) {
  return <Image src={src} alt={alt} loader={sanityLoader} unoptimized={!isSanityImage(src)} {...props} />;
}
