// subset-font ships no types: the part of its API scripts/build/font.ts uses.
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** An axis pinned to one value, or cut to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  /** The font cut to the characters of `text` (their glyphs, and those its features reach). */
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
