// What a redirect's `from` and `to` may be: one rule for the Studio, the site's schema and the export's host files.
// No imports: the Studio loads it. Each check answers null, or what is wrong in words an editor can act on.

export const redirectLimits = {
  fromMax: 200,
  // Cloudflare Pages takes 1,000 characters a _redirects line: from, to and the status fit.
  toMax: 750,
} as const;

/** First segments the site answers itself: the API, the Studio, the editors' preview pages (and, below, any
 * starting with "_": Next's files, the static host's _headers and _redirects). */
export const reservedSegments = ['api', 'studio', 'preview'] as const;

/** Files the server's proxy never sees (its matcher in proxy.server.ts leaves them out), so no host redirects
 * them either: the feed, the sitemap, robots.txt, images and the build's scripts keep their addresses. */
export const fileExtensions = [
  'js',
  'css',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'avif',
  'svg',
  'ico',
  'xml',
  'txt',
  'webmanifest',
  'woff2',
  'json',
] as const;

// Characters that need no escaping in a URL, nginx's configuration or _redirects. Sanity's generated slugs fit.
const FROM = /^(?:\/[A-Za-z0-9._~-]+)+\/?$/;
// What nginx would read as a variable or the end of a string, and what a URL cannot hold unescaped.
const UNSAFE_IN_TO = /[\s"\\$<>^`{|}]/;

/** '/old/' and '/old' are one address: the site answers without the trailing slash. */
export const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const pathOf = (to: string) => to.replace(/[?#].*$/, '');

// WHATWG URL's single- and double-dot segments, "%2e" in any case included.
const SINGLE_DOT = /^(?:\.|%2e)$/i;
const DOUBLE_DOT = /^(?:\.|%2e){2}$/i;

/** A path ("/…", no query or hash) with its "." and ".." segments resolved as a URL parser does: "/a/../b" → "/b",
 * "/.//x" → "//x". A last "." or ".." leaves a trailing slash, as in a URL. */
export function resolveDotSegments(path: string): string {
  const segments = path.slice(1).split('/');
  const resolved: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (DOUBLE_DOT.test(segment)) {
      resolved.pop();
      if (last) resolved.push('');
    } else if (SINGLE_DOT.test(segment)) {
      if (last) resolved.push('');
    } else resolved.push(segment);
  });
  return `/${resolved.join('/')}`;
}

/** What the Studio says of an empty address (its required fields), and the site of a document with one. */
export const missingAddress = {
  from: 'Give the old address, starting with "/".',
  to: 'Give the new address.',
} as const;

export function fromProblem(from: string): string | null {
  if (from === '') return missingAddress.from;
  if (!from.startsWith('/')) return 'A path on this site, starting with "/" (no domain).';
  if (from.length > redirectLimits.fromMax) return `At most ${redirectLimits.fromMax} characters.`;
  if (/[?#]/.test(from)) return 'Only the path: no "?" or "#" part (the query a visitor sends is passed on).';
  if (/^\/+$/.test(from)) return 'The home page cannot be redirected.';
  if (from.includes('//')) return 'No empty part between slashes ("//").';
  if (!FROM.test(from)) return 'Letters, digits and - . _ ~ between the slashes (no spaces or other signs).';
  const segments = from.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'No "." or ".." parts.';
  const first = segments[0] ?? '';
  if ((reservedSegments as readonly string[]).includes(first) || first.startsWith('_'))
    return `Addresses under /${first} belong to the site itself and cannot be redirected.`;
  if (/^\/(?:blog\/)?404(?:\.html)?\/?$/.test(from)) return 'The not-found pages keep their addresses.';
  const extension = /\.([A-Za-z0-9]+)$/.exec(segments.at(-1) ?? '')?.[1]?.toLowerCase();
  if (extension && (fileExtensions as readonly string[]).includes(extension))
    return `A .${extension} file keeps its address: only pages can be redirected.`;
  return null;
}

export function toProblem(to: string): string | null {
  if (to === '') return missingAddress.to;
  if (to.length > redirectLimits.toMax) return `At most ${redirectLimits.toMax} characters.`;
  if (UNSAFE_IN_TO.test(to))
    return 'No spaces, quotes, backslashes or $ < > ^ ` { | } (percent-encode them: a space is %20).';
  if (to.startsWith('/')) {
    if (to.startsWith('//')) return 'A path starts with one "/"; another site needs its full https:// URL.';
    // A browser resolves "." and ".." first: "/.//evil.com" would reach evil.com.
    if (resolveDotSegments(pathOf(to)).startsWith('//'))
      return 'Once its "." and ".." parts are resolved, this path starts with "//", which a browser reads as another site: write the path without them, or another site\'s full https:// URL.';
    return null;
  }
  if (!/^https?:\/\//i.test(to)) return 'A path on this site ("/pricing") or a full URL starting with https://.';
  try {
    const url = new URL(to);
    return url.hostname ? null : 'The URL has no host name.';
  } catch {
    return 'Not a valid URL.';
  }
}

/** The path `to` leads to on this site (dot segments resolved, no query, no hash, no trailing slash), or null for
 * another site. */
export function sitePathOf(to: string): string | null {
  if (!to.startsWith('/') || to.startsWith('//')) return null;
  const path = resolveDotSegments(pathOf(to));
  if (path.startsWith('//')) return null;
  return withoutTrailingSlash(path) || '/';
}

/** A redirect whose new address is its old one, once both pass on their own: a loop of one, which the Studio
 * and the site refuse with this message. */
export const ownAddressProblem = (from: string, to: string): string | null =>
  sitePathOf(to) === withoutTrailingSlash(from) ? 'The new address is the old one.' : null;
