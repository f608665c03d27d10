// The Portable Text link guard: only http(s), mailto and relative hrefs become links; anything else stays text.

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  // Normalise as browsers do (tabs and newlines dropped, ends trimmed): "java\tscript:" is javascript:.
  const cleaned = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (!cleaned) return null;
  if (!HAS_SCHEME.test(cleaned)) {
    // Browsers read a leading backslash like "//": not relative.
    return cleaned.startsWith('\\') ? null : cleaned;
  }
  try {
    const url = new URL(cleaned);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
