// The address an editor's preview goes to after entering or leaving draft mode: a path of this
// site, never another origin. The enable and disable routes refuse anything else outright (rather
// than fall back), so a link built to bounce visitors elsewhere does nothing.
const MAX_PATH = 512;

/** The path, when `value` is a plain path of this site ('/blog/x?y#z'); null otherwise. */
export function previewRedirectPath(value: string | null): string | null {
  if (value === null) return null;
  if (value.length === 0 || value.length > MAX_PATH) return null;
  // A path, not '//host' (protocol-relative) or '/\host' (browsers read it as '//'), no scheme,
  // no control characters or backslashes anywhere.
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
