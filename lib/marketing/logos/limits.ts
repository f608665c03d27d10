// What the client logos' document (the Trusted By strip) shares with the strip and the Studio: each logo's box, the
// document's id, when two names are the same; its limits are in its Studio definition
// (sanity/schema-types/client-logos.ts). No imports from the app: the Studio loads this file.

/** Each logo's box on the strip, in CSS pixels; its file is twice that (WebP at 2x:
 * docs/decisions/0008-webp-images-instead-of-svg.md). */
export const logoBox = { width: 140, height: 48, scale: 2 } as const;

/** The document's id, which is also its type's name: one document, opened in place by the Studio. */
export const clientLogosId = { clientLogos: 'clientLogos' } as const;

/** What makes two logos' names the same: the same words, whatever their case and spacing. */
export const sameLogoName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
