// The Portable Text link guard: only http(s), mailto and relative hrefs become links; anything
// else (javascript:, data:, vbscript:, file:, …) renders as plain text.

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The href to render, or null when the text must stay plain. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  // Browsers drop tabs and newlines anywhere in a URL and strip leading/trailing control
  // characters and spaces, so "java\tscript:" is javascript: — normalise the same way first.
  const cleaned = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (!cleaned) return null;
  if (!HAS_SCHEME.test(cleaned)) {
    // A backslash start ("\\evil.example") is treated like "//" by browsers: not relative.
    return cleaned.startsWith('\\') ? null : cleaned;
  }
  try {
    const url = new URL(cleaned);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
