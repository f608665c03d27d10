// What ships with analytics off (NEXT_PUBLIC_PLAUSIBLE_DOMAIN unset, the embedded default): the tests'
// export, which is built without it (tests/fixtures/e2e-builds.ts; the server build has it on). No script of
// any page holds analytics code, a visitor's path sends nothing anywhere, and the policies say there is no
// analytics. @export-only: the export on nginx.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { e2eFolders } from '../fixtures/e2e-builds.ts';
import { expect, test } from './fixtures';
import { video } from './generators';
import { settled } from './page-state';

const root = e2eFolders.export;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

// Strings of the analytics code: the analytics island, Plausible's tracker and the site's tracker module,
// which holds web-vitals (the web-vitals library itself is no marker: the Studio's bundle has its own copy).
const ANALYTICS_CODE = ['globalPrivacyControl', 'plausible.init()', 'api/event', 'Outbound Link: Click', 'Web Vitals'];

test('no page’s scripts hold analytics code @export-only', async () => {
  const pages = (await filesUnder(root)).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(20);
  const checked = new Set<string>();
  for (const html of pages) {
    // Every chunk the page names: its script tags, and the client components' chunks in its route data.
    const chunks = new Set((await readFile(html, 'utf8')).match(/static\/chunks\/[\w.-]+\.js/g) ?? []);
    expect(chunks.size, html).toBeGreaterThan(0);
    for (const chunk of chunks) {
      if (checked.has(chunk)) continue;
      checked.add(chunk);
      const code = await readFile(join(root, '_next', chunk), 'utf8');
      for (const marker of ANALYTICS_CODE)
        expect(code.includes(marker), `${html}: ${chunk} holds "${marker}"`).toBe(false);
    }
  }
});

test('a visitor’s path sends nothing to any other host, and the policies say there is no analytics @export-only', async ({
  page,
  external,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  await settled(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('banner').getByRole('link', { name: 'Get Quote (opens in a new tab)' }).click();
  await (await popup).close();
  await page.goto(video.path);
  await settled(page);
  await video.fill(page, video.subject);
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page.getByRole('region', { name: 'Generated script' })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByText('This website does not load Google Analytics or any other analytics')).toBeVisible();
  await expect(page.getByText(/Plausible/)).toHaveCount(0);

  // The booking page (the visitor's click) is the only other host, answered by the tests' stand-in.
  expect(external.urls.map((url) => new URL(url).host)).toEqual(['cal.com']);
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('https://cal.com/'))).toEqual([]);
});
