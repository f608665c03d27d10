// Metadata files and HTTP headers: sitemap, robots, manifest, icons, OG image; CSP and friends.
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

test.describe('security headers (server build)', () => {
  test('every page sends the CSP and the other security headers', async ({ request }) => {
    for (const path of ['/career', '/no-such-page', '/sitemap.xml']) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src [^;]*https:\/\/fast\.wistia\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
      expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.sanity\.io/);
      expect(csp).not.toMatch(/\*(?!\.)/); // no bare wildcard source
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  // One test per route, so a slow machine never runs out of one test's time on the whole list.
  for (const route of staticRoutes) {
    test(`${route.path} logs no CSP violation`, async ({ page, consoleErrors }) => {
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      await page.goto(route.path);
      await page.waitForLoadState('load');
      expect(violations).toEqual([]);
      expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    });
  }
});
