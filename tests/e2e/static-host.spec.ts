// The export on nginx with its generated configuration (scripts/build/host-config.ts): what a
// static host must do for the site besides the headers — clean URLs, the not-found pages with
// status 404, the Studio's client routing, the redirects editors keep in Sanity, and caching that is
// safe across deploys.
import { expect, test } from './fixtures';

test('clean URLs, a trailing slash redirected, the Studio under /studio/ @export-only', async ({ request }) => {
  const about = await request.get('/about');
  expect(about.status()).toBe(200);
  expect(await about.text()).toContain('<h1');
  expect(about.headers()['content-type']).toContain('text/html');

  const slash = await request.get('/about/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers()['location']).toMatch(/\/about$/);

  for (const path of ['/studio', '/studio/structure/post']) {
    const studio = await request.get(path);
    expect(studio.status(), path).toBe(200);
    expect((await studio.text()).match(/<h1[^>]*>([^<]*)</)?.[1], path).toBe(
      'Connect a Sanity project to edit the site',
    );
  }
});

test("the dataset's redirect, as the build wrote it: /demo-videos answers 308 to /product-demo-videos @export-only", async ({
  request,
}) => {
  for (const [path, location] of [
    ['/demo-videos', '/product-demo-videos'],
    ['/demo-videos?utm_source=ad&utm_medium=video', '/product-demo-videos?utm_source=ad&utm_medium=video'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(response.headers()['location'], path).toBe(location);
    // A page's rule: a redirect removed in Sanity stops with the next build, not an hour later.
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  expect((await request.get('/demo-videos')).url()).toMatch(/\/product-demo-videos$/);
});

test('unknown addresses answer 404 with the not-found pages; those pages are not reachable with 200 @export-only', async ({
  request,
}) => {
  for (const [path, heading] of [
    ['/no/such/page', 'Oops! Page not found'],
    ['/404.html', 'Oops! Page not found'],
    ['/blog/no-such-post', 'Post Not Found'],
    ['/blog/404', 'Post Not Found'],
    ['/blog/404.html', 'Post Not Found'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const h1 = (await response.text()).match(/<h1[^>]*>([^<]*)</)?.[1];
    expect(h1, path).toBe(heading);
  }
  // The files for Netlify and Cloudflare Pages are not for visitors.
  for (const hostFile of ['/_headers', '/_redirects'])
    expect((await request.get(hostFile)).status(), hostFile).toBe(404);
});

test('caching: build files immutable, pages and route data revalidated, the rest for an hour @export-only', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = html.match(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const chunk = await request.get(script!);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers()['content-type']).toContain('javascript');

  for (const path of ['/', '/pricing', '/pricing.txt']) {
    const page = await request.get(path);
    expect(page.headers()['cache-control'], path).toBe('no-cache');
    expect(page.headers()['etag'], path).toBeTruthy();
  }
  const revalidated = await request.get('/pricing', {
    headers: { 'if-none-match': (await request.get('/pricing')).headers()['etag']! },
  });
  expect(revalidated.status()).toBe(304);

  const logo = await request.get('/icon.svg');
  expect(logo.headers()['cache-control']).toBe('public, max-age=3600');
  expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toContain('application/manifest+json');
});

test('pages, styles and scripts are sent with brotli to a browser that accepts it, gzip to one that takes only gzip @export-only', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const [style, script] = await page.evaluate(() => [
    document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!.href,
    document.querySelector<HTMLScriptElement>('script[src]')!.src,
  ]);
  for (const path of ['/', '/pricing', new URL(style).pathname, new URL(script).pathname]) {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': accepted } });
      expect(response.status(), `${path}, ${accepted}`).toBe(200);
      expect(response.headers()['content-encoding'], `${path}, ${accepted}`).toBe(encoding);
      // A cache in front keeps one copy per encoding.
      expect(response.headers()['vary'], `${path}, ${accepted}`).toMatch(/Accept-Encoding/i);
    }
    // Decoded, the same file whatever the encoding.
    const [br, plain] = await Promise.all(
      ['br', 'identity'].map(async (accepted) =>
        (await request.get(path, { headers: { 'Accept-Encoding': accepted } })).text(),
      ),
    );
    expect(br, path).toBe(plain);
  }
});
