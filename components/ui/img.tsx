// Every image on the site is a plain <img>, rendered with the HTML. The images are files in
// public/ or Sanity CDN URLs sized through `srcSet`, so next/image's optimiser has nothing to do;
// its component, though, is a client island per image (hydrated, its props repeated in the RSC
// payload): 35 of them on the home page. This one is markup only.
import type { ComponentProps } from 'react';

export type ImgProps = Omit<ComponentProps<'img'>, 'alt'> & {
  /** Required: '' only for a decorative image whose meaning is written next to it. */
  alt: string;
  /** Cover the nearest positioned ancestor (the box reserves the space, so nothing shifts). */
  fill?: boolean;
  /** In the first screen and likely the largest paint: load now, at high priority. */
  priority?: boolean;
};

const fillStyle = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

export function Img({ alt, fill = false, priority = false, style, ...props }: ImgProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the point of this component (see above)
    <img
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={fill ? { ...fillStyle, ...style } : style}
      {...props}
    />
  );
}
