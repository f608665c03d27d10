// Where an editor goes after entering or leaving draft mode: a path of this site, never another origin.
import type { Route } from 'next';

const MAX_PATH = 512;

export function previewRedirectPath(value: string | null): string | null {
  if (value === null) return null;
  if (value.length === 0 || value.length > MAX_PATH) return null;
  // Not '//host' or '/\host' (browsers read both as another host); no scheme, control characters or backslashes.
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return null;
  }
  // Check the resolved path, the one returned: dot segments collapse '/..//evil.example' to '//evil.example'.
  if (url.origin !== 'http://site.invalid' || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A Route by hand: typed routes list pages, and the disable route exists in the server build only. */
export const previewExitPath = (path: string) =>
  `/api/draft-mode/disable?redirect=${encodeURIComponent(path)}` as Route;
