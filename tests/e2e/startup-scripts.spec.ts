// The chunks a page runs at startup (scripts/build/compile-hints.ts): marked for eager compilation off the main
// thread, while code loaded on demand is not; and started after the page's first paint (lib/after-first-paint.ts),
// in both builds.
import { startupChunks } from '../../scripts/build/compile-hints';
import { expect, test } from './fixtures';
import { settled } from './page-state';

const hint = '//# allFunctionsCalledOnLoad\n';

test('every script a page loads at startup carries the compile hint @export', async ({ request }) => {
  for (const path of ['/', '/pricing', '/youtube-script-generator', '/blog']) {
    const html = await (await request.get(path)).text();
    const scripts = [...startupChunks(html)].map((chunk) => `/_next/${chunk}`);
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      expect(body.startsWith(hint), `${path}: ${src}`).toBe(true);
    }
  }
});

test('what the browser loads at startup is hinted, also the chunks the runtime adds; code loaded on demand (analytics once the page is idle, the special offer dialog) is not @export', async ({
  page,
}, testInfo) => {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/_next/static/chunks/'))
      loaded.push(response.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // Startup: the chunks the page's HTML names (the loader's and the runtime's), which the browser then loads; not
  // the polyfills, which only a browser without modules loads.
  const html = (await (await page.request.get('/')).text()).replace(/<script\b[^>]*\bnoModule\b[^>]*><\/script>/gi, '');
  const named = new Set([...startupChunks(html)].map((chunk) => new URL(`/_next/${chunk}`, page.url()).href));
  const requested = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes('/_next/static/chunks/') && url.endsWith('.js')),
    );
  const others = async () => (await requested()).filter((url) => !named.has(url));
  // The analytics tracker loads once the page is idle: on a busy machine that can be after the network went
  // quiet. The server build has analytics on; the tests' export has it off and loads nothing then.
  if (testInfo.project.name === 'export') expect(await others()).toEqual([]);
  else await expect.poll(async () => (await others()).length).toBeGreaterThan(0);
  expect(named.size).toBeGreaterThan(3);
  expect((await requested()).filter((url) => named.has(url)).sort()).toEqual([...named].sort());
  for (const url of named) {
    const body = await (await page.request.get(url)).text();
    expect(body.startsWith(hint), url).toBe(true);
  }
  for (const url of await others()) {
    const body = await (await page.request.get(url)).text();
    expect(body.startsWith(hint), url).toBe(false);
  }
  const atStartup = new Set(loaded);
  await page.getByRole('banner').getByRole('button', { name: 'Special Offer' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const onDemand = loaded.filter((url) => !atStartup.has(url));
  expect(onDemand.length).toBeGreaterThan(0);
  for (const url of onDemand) {
    const body = await (await page.request.get(url)).text();
    expect(body.startsWith(hint), url).toBe(false);
  }
});

test('a page paints before its startup chunks run, then hydrates @export', async ({ page }) => {
  // When the first of Next's chunks is added to the document, by the parser or by a script.
  await page.addInitScript(() => {
    const clock = window as unknown as { firstChunkAt?: number };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/chunks/') && !node.noModule)
            clock.firstChunkAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/career']) {
    await page.goto(path);
    const { paint, chunk } = await page.evaluate(
      () =>
        new Promise<{ paint: number; chunk: number }>((resolve) => {
          const read = () => {
            const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
            const chunk = (window as unknown as { firstChunkAt?: number }).firstChunkAt;
            if (paint !== undefined && chunk !== undefined) resolve({ paint, chunk });
            else requestAnimationFrame(read);
          };
          read();
        }),
    );
    expect(chunk, path).toBeGreaterThan(paint);
  }
  // Hydrated: the header's menu opens.
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a click right after the page has loaded is handled, even when an island’s code arrives late @export', async ({
  page,
}) => {
  // The FAQ accordion's chunk, held back as on a slow connection: React starts on the page while it is on its way,
  // and a click on a button React has not hydrated yet would be lost. Every test's navigation returns only once
  // each control is React's (tests/e2e/fixtures.ts), as this shows.
  const html = await (await page.request.get('/pricing')).text();
  const chunks = [...startupChunks(html)].map((chunk) => `/_next/${chunk}`);
  const bodies = await Promise.all(chunks.map(async (src) => (await page.request.get(src)).text()));
  const accordion = chunks.filter((_, index) => bodies[index]!.includes('Accordion'));
  expect(accordion).toHaveLength(1);
  await page.route(`**${accordion[0]}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'How long does a video take?' }).click();
  await expect(page.getByText('From the discovery call to launch, the whole process takes 14 days.')).toBeVisible();
});
