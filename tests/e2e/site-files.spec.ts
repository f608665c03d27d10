// Metadata files: sitemap, robots, manifest, icons, the Open Graph image. The security headers are
// checked in content-security.spec.ts.
import { staticRoutes } from '@/content/routes';
import { expect, test } from './fixtures';

test('sitemap, robots, manifest, favicon and the Open Graph image are served @export', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  for (const route of staticRoutes)
    expect(xml).toContain(`<loc>http://localhost:3000${route.path === '/' ? '' : route.path}`);
  expect(xml).not.toContain('/studio');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  expect(robots).toContain('Disallow: /studio');

  const manifest = await request.get('/manifest.webmanifest');
  expect((await manifest.json()).short_name).toBe('Launchframe');

  for (const path of ['/favicon.ico', '/icon.svg', '/apple-icon.png']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const og = await request.get('/opengraph-image');
  expect(og.status()).toBe(200);
  const png = await og.body();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
});
