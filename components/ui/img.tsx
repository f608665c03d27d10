// Every image is a plain <img>, markup only, with no island per image.
// Learn more: docs/decisions/0002-plain-img-instead-of-next-image.md
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
