// zod schema for the client logos' document (the Trusted By strip), in the shape the strip renders, derived from its
// Studio definition (sanity/schema-types/client-logos.ts): by hand only the image, which becomes the address the
// strip loads, the key, and each client once. The strip's layout and motion stay in code
// (components/home/trusted-by.tsx).
import { createImageUrlBuilder } from '@sanity/image-url';
import { stegaClean } from 'next-sanity';
import { derive } from '@/lib/content/derive';
import { clean, text } from '@/lib/content/text';
import { logoBox, sameLogoName } from '@/lib/marketing/logos/limits';
import { z } from '@/lib/zod';
import { siteShape } from '@/sanity/fields/site-shape';
import { clientLogo, clientLogos } from '@/sanity/schema-types/client-logos';

const SANITY_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\/([a-z0-9-]+)\/([a-z0-9_-]+)\//i;

const share = z.number().min(0).max(1);

/** The file, with the editor's crop and hotspot (Sanity leaves both out until the editor sets them). */
const image = z.object({
  url: clean(text),
  crop: z.object({ top: share, bottom: share, left: share, right: share }).nullish(),
  hotspot: z.object({ x: share, y: share, width: share, height: share }).nullish(),
});

/**
 * The address the strip loads: from Sanity's image CDN, the box at 2x (280x96) in WebP, cut to that shape within
 * the editor's crop around the hotspot (@sanity/image-url's crop and hotspot handling); a file of public/ in the
 * embedded dataset as it is (public/logos/ holds them at 280x96 already).
 */
export function logoSrc({ url, crop, hotspot }: z.output<typeof image>): string {
  const match = SANITY_IMAGE.exec(url);
  if (!match) return url;
  const [, projectId, dataset] = match as unknown as [string, string, string];
  return createImageUrlBuilder({ projectId, dataset })
    .image({ asset: { url }, crop: crop ?? undefined, hotspot: hotspot ?? undefined })
    .width(logoBox.width * logoBox.scale)
    .height(logoBox.height * logoBox.scale)
    .fit('crop')
    .format('webp')
    .url();
}

/** The client's name (the logo's alt text), its key and its image. */
const logo = derive(clientLogo)
  .extend({ _key: z.string(), image })
  .transform(({ _key, name, image }) => ({ key: _key, name, src: logoSrc(image) }));
export type ClientLogo = z.output<typeof logo>;

const { min, max } = clientLogos[siteShape].fields.logos;

export const clientLogosSchema = z.object({
  _id: z.string(),
  /** In the strip's order. */
  logos: z
    .array(logo)
    .min(min)
    .max(max)
    // Each client once (the alt texts a screen reader tells apart); the preview's invisible marks aside.
    .superRefine((logos, context) => {
      const seen = new Set<string>();
      logos.forEach(({ name }, index) => {
        const key = sameLogoName(stegaClean(name));
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'name'], message: 'a name twice' });
        seen.add(key);
      });
    }),
});
