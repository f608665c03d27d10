// The limits of the client logos' document (the Trusted By strip), shared by ./schemas.ts and the Studio
// (tests/unit/studio-rules-logos.test.ts checks they agree). No imports from the app: the Studio loads this file.

/** Each logo's box on the strip, in CSS pixels; its file is twice that (WebP at 2x:
 * docs/decisions/0008-webp-images-instead-of-svg.md). */
export const logoBox = { width: 140, height: 48, scale: 2 } as const;

export const clientLogoLimits = {
  nameMax: 60, // a company's name: the logo's alt text
  // The strip loops two copies of the list: a copy narrower than the screen leaves a gap at the loop's end.
  // Ten logos (196 px each with the gap) span a 1920 px screen.
  logosMin: 10,
  logosMax: 24, // 48 images on the home page's first screen, all loaded at once
} as const;

/** The document's id, which is also its type's name: one document, opened in place by the Studio. */
export const clientLogosId = { clientLogos: 'clientLogos' } as const;

/** What makes two logos' names the same: the same words, whatever their case and spacing. */
export const sameLogoName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
