// Normalises visitor text for a script or a file name: no controls, direction overrides or lone surrogates; bounded.

// Controls, DEL, ZWSP, BOM, bidi overrides, LRM/RLM: they break plain text or make it lie about its order (the
// 'RLO' file-name trick). Tab and line breaks are left out; ZWJ/ZWNJ stay: Persian, Indic and emoji need them.
const invisible =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
const lineBreaks = /\r\n?|[\u2028\u2029\u0085]/g;

function wellFormed(value: string): string {
  // Lone surrogates become U+FFFD, so slicing and encoding never produce invalid UTF-16.
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  let out = '';
  let count = 0;
  for (const char of value) {
    if (count === max) break;
    out += char;
    count += 1;
  }
  return out;
}

export function cleanLine(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  // Bound the work first: a huge paste is cut before any regex runs over it.
  const bounded = value.length > max * 4 ? value.slice(0, max * 4) : value;
  const cleaned = wellFormed(bounded)
    .normalize('NFC')
    .replace(lineBreaks, ' ')
    .replace(invisible, '')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(cleaned, max).trim();
}

export function cleanLines(value: unknown, maxLines: number, maxPerLine: number): string[] {
  if (typeof value !== 'string') return [];
  const bounded = value.length > maxLines * maxPerLine * 4 ? value.slice(0, maxLines * maxPerLine * 4) : value;
  return bounded
    .replace(lineBreaks, '\n')
    .split('\n')
    .map((line) => cleanLine(line, maxPerLine));
}
