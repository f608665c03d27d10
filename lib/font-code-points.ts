// A font's characters from its cmap table alone: a font library would parse all of the font for this (record 0031).

/** The characters a TrueType/OpenType font has a glyph for, from its Unicode cmap (format 12, else format 4). */
export function codePointsOf(data: Uint8Array): Set<number> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tag = (at: number) => String.fromCharCode(...data.subarray(at, at + 4));
  let cmap = -1;
  for (let table = 0; table < view.getUint16(4); table++) {
    if (tag(12 + 16 * table) === 'cmap') cmap = view.getUint32(12 + 16 * table + 8);
  }
  if (cmap < 0) throw new Error('the font has no cmap table');
  let best = -1;
  let bestFormat = 0;
  for (let record = cmap + 4; record < cmap + 4 + 8 * view.getUint16(cmap + 2); record += 8) {
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    const at = cmap + view.getUint32(record + 4);
    const format = view.getUint16(at);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && (format === 12 || (format === 4 && bestFormat !== 12))) [best, bestFormat] = [at, format];
  }
  const points = new Set<number>();
  if (bestFormat === 12) {
    for (let group = best + 16; group < best + 16 + 12 * view.getUint32(best + 12); group += 12) {
      const [start, end, glyph] = [view.getUint32(group), view.getUint32(group + 4), view.getUint32(group + 8)];
      for (let code = start; code <= end; code++) if (glyph + code - start !== 0) points.add(code);
    }
  } else if (bestFormat === 4) {
    const segments = view.getUint16(best + 6) / 2;
    const ends = best + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const rangeOffsets = deltas + 2 * segments;
    for (let segment = 0; segment < segments; segment++) {
      const end = view.getUint16(ends + 2 * segment);
      const start = view.getUint16(starts + 2 * segment);
      const delta = view.getInt16(deltas + 2 * segment);
      const rangeOffsetAt = rangeOffsets + 2 * segment;
      const rangeOffset = view.getUint16(rangeOffsetAt);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        const raw = rangeOffset === 0 ? code : view.getUint16(rangeOffsetAt + rangeOffset + 2 * (code - start));
        if (raw !== 0 && (raw + delta) & 0xffff) points.add(code);
      }
    }
  }
  return points;
}
