// The address an editor's preview goes to after entering or leaving draft mode: a path of this
// site, never another origin. The enable route refuses anything else with a 400; the disable route
// goes to /blog instead, so a link built to bounce visitors elsewhere never leaves the site.
import type { Route } from 'next';

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
  // Dot segments collapse when the path is resolved: '/..//evil.example' becomes '//evil.example',
  // which a browser would read as another host. The path returned is the resolved one, so it is
  // the one checked.
  if (url.origin !== 'http://site.invalid' || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The exit from the preview (the disable route), returning to `path` with published content. A
 * Route by hand: typed routes list pages, and the route handler exists in the server build only.
 */
export const previewExitPath = (path: string) =>
  `/api/draft-mode/disable?redirect=${encodeURIComponent(path)}` as Route;
