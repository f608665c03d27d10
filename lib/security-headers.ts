// The HTTP security headers of the server build (next.config.ts `headers()`); the README shows
// how to set the same ones on a static host. The CSP names exactly the third-party origins the
// site uses — nothing more. Widen it here, with a comment, when a feature needs another origin.

/** Third-party origins, by what they are for. */
export const thirdPartyOrigins = {
  /** Wistia: player script, per-media embed scripts, swatch posters, media and its API. */
  wistia: [
    'https://fast.wistia.com',
    'https://fast.wistia.net',
    'https://embed-ssl.wistia.com',
    'https://embedwistia-a.akamaihd.net',
  ],
  /** YouTube's privacy-enhanced player and its posters. */
  youtubeFrame: ['https://www.youtube-nocookie.com'],
  youtubePoster: ['https://i.ytimg.com'],
  /** Sanity: the content CDN's images, and the APIs the embedded Studio talks to. */
  sanityImages: ['https://cdn.sanity.io'],
  sanityApi: [
    'https://*.api.sanity.io',
    'wss://*.api.sanity.io',
    'https://*.apicdn.sanity.io',
    'https://api.sanity.io',
  ],
};

/**
 * connect-src origins for the lead endpoint (NEXT_PUBLIC_LEAD_ENDPOINT). A Google Apps Script web
 * app answers its POST with a redirect to script.googleusercontent.com; if the CSP blocked that
 * hop, fetch would reject after the row was written and the outbox would send the lead again.
 */
export function leadConnectOrigins(endpoint: string | undefined): string[] {
  if (!endpoint) return [];
  const origin = new URL(endpoint).origin;
  return origin === 'https://script.google.com' ? [origin, 'https://script.googleusercontent.com'] : [origin];
}

export function contentSecurityPolicy({ dev = false, extraConnect = [] as string[] } = {}) {
  const o = thirdPartyOrigins;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next inlines its bootstrap scripts into prerendered HTML; nonces would make every page
    // dynamic, so static pages need 'unsafe-inline'. Dev mode also needs 'unsafe-eval'.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...o.wistia],
    'style-src': ["'self'", "'unsafe-inline'", ...o.wistia],
    'img-src': ["'self'", 'data:', 'blob:', ...o.wistia, ...o.youtubePoster, ...o.sanityImages],
    'font-src': ["'self'", 'data:', ...o.wistia],
    'media-src': ["'self'", 'blob:', ...o.wistia],
    'connect-src': ["'self'", ...o.wistia, ...o.sanityApi, ...extraConnect, ...(dev ? ['ws:'] : [])],
    'frame-src': ["'self'", ...o.wistia, ...o.youtubeFrame],
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: Parameters<typeof contentSecurityPolicy>[0] = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=(), fullscreen=(self "https://fast.wistia.net" "https://fast.wistia.com" "https://www.youtube-nocookie.com"), autoplay=(self "https://fast.wistia.net" "https://fast.wistia.com" "https://www.youtube-nocookie.com"), picture-in-picture=(self "https://fast.wistia.net" "https://fast.wistia.com" "https://www.youtube-nocookie.com")',
    },
  ];
}
