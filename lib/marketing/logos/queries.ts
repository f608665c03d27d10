// GROQ for the client logos' document, read by its fixed id. A logo's _key is its id on the strip.
import { defineQuery } from 'next-sanity';
import { clientLogosId } from '@/lib/marketing/logos/limits';

/** The file, and the editor's crop and hotspot, which the image CDN's 280x96 cut follows; an image without a file
 * counts as none. */
const logoImage = /* groq */ `"image": select(defined(image.asset) => {
  "url": image.asset->url,
  "crop": image.crop{ top, bottom, left, right },
  "hotspot": image.hotspot{ x, y, width, height }
}, null)`;

export const clientLogosQuery =
  defineQuery(`*[_type == "${clientLogosId.clientLogos}" && _id == "${clientLogosId.clientLogos}"][0]{
  _id, logos[]{ _key, name, ${logoImage} }
}`);
