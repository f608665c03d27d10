// Inter as the site sets it: @fontsource-variable's Latin file with its weight axis cut to the weights the site
// uses (400 to 700), by HarfBuzz's subsetter. Every character, glyph and OpenType feature of the file stays; text
// in those weights draws the same. 48 KB → 34 KB, on the first load of every page, where the font is on the way to
// the largest paint (docs/decisions/0037-inter-cut-to-the-weights-the-site-uses.md).
// `npm install` runs it (postinstall), so the file is there for `next dev`, every build and the tests; app/fonts.ts
// reads it. A change of range is three places: `interWeights` here, the file name and `weight` in app/fonts.ts.
//   node scripts/build/font.ts
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export const interWeights = { min: 400, max: 700 } as const;
const source = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const interFile = `node_modules/.cache/launchframe/inter-latin-wght-${interWeights.min}-${interWeights.max}.woff2`;

/** Every code point of the Basic Multilingual Plane but the surrogates: the subsetter keeps those the font has. */
const everyCharacter = () => {
  let text = '';
  for (let code = 0; code < 0x10000; code++) if (code < 0xd800 || code > 0xdfff) text += String.fromCodePoint(code);
  return text;
};

async function cutInter(): Promise<{ before: number; after: number }> {
  const { default: subsetFont } = await import('subset-font');
  const font = await readFile(source);
  // subset-font keeps every layout feature unless told otherwise; only the axis range is asked for.
  const cut = await subsetFont(font, everyCharacter(), {
    targetFormat: 'woff2',
    variationAxes: { wght: interWeights },
  });
  await mkdir(dirname(interFile), { recursive: true });
  await writeFile(interFile, cut);
  return { before: font.byteLength, after: cut.byteLength };
}

/** An install without dev dependencies (a machine that only starts a build made elsewhere, whose font is in the
 * build): no subsetter, and no font needed. */
const withoutDevDependencies = () =>
  (process.env.npm_config_omit ?? '').split(/[\s,]+/).includes('dev') || process.env.NODE_ENV === 'production';

if (import.meta.main) {
  if (withoutDevDependencies()) {
    console.log('font: skipped, an install without dev dependencies builds nothing');
  } else {
    const { before, after } = await cutInter();
    console.log(`font: Inter ${interWeights.min}-${interWeights.max} in ${interFile} (${before} → ${after} bytes)`);
  }
}
