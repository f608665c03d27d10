// File names safe on every file system, bounded in UTF-8 bytes (what file systems count), with a fallback.
import { cleanLine } from '@/lib/generators/clean-text';

// Reserved on Windows (and ':' on macOS), plus characters shells and URLs trip over.
const reserved = /[<>:"/\\|?*\u0000-\u001F\u007F#%{}^~`[\]]/g;
const windowsDevice = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;
/** Well under the common 255-byte limit: room for ' (1)' copies and the extension. */
export const MAX_FILE_NAME_BYTES = 120;

const encoder = new TextEncoder();

function cutToBytes(value: string, maxBytes: number): string {
  let out = '';
  let bytes = 0;
  for (const char of value) {
    const size = encoder.encode(char).length;
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out;
}

export function safeStem(value: string): string {
  return cleanLine(value, 1000)
    .replace(reserved, '-')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.\s]+|[-.\s]+$/g, '');
}

/** `{prefix}-{stem}.{extension}`; only `stem` comes from the visitor (the others are trusted). */
export function safeFileName(prefix: string, stem: string, extension: string): string {
  const suffix = `.${extension}`;
  const budget = MAX_FILE_NAME_BYTES - encoder.encode(`${prefix}-${suffix}`).length;
  const cut = cutToBytes(safeStem(stem), budget).replace(/[-.\s]+$/g, '');
  const name = cut ? `${prefix}-${cut}${suffix}` : `${prefix}${suffix}`;
  return windowsDevice.test(name) ? `file-${name}` : name;
}
