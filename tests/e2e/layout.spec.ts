// Layout stability on a phone: the prerendered page (before any script runs) is exactly as wide
// as the screen, and once hydrated nothing moves (no layout shift). An element wider than the
// screen in the prerendered HTML widens a phone's layout viewport, and the page then visibly
// jumps back when scripts run: that was a CLS of 0.008 on `/` (an `sr-only` text in an
// off-screen carousel slide escaped its clipping box until embla added a transform).
import { caseStudies, caseStudyPath } from '../fixtures/embedded-content';
import { staticRoutes } from '@/content/routes';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const routes = [
  ...staticRoutes.map((route) => route.path),
  ...caseStudies.map((study) => caseStudyPath(study.slug)),
  '/blog/how-long-should-a-saas-demo-video-be',
];

const pageWidth = () => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, screen: window.innerWidth });

test.describe('prerendered, before scripts run', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of routes) {
    test(`${path} is no wider than the phone's screen @phone @export-mobile`, async ({ page }) => {
      const viewport = page.viewportSize();
      await page.goto(path);
      const { scroll, screen } = await page.evaluate(pageWidth);
      // A phone widens its layout viewport to the widest content; both must stay the device width.
      expect({ scroll, screen }).toEqual({ scroll: viewport?.width, screen: viewport?.width });
    });
  }
});

// Every layout shift of the page's loads, each with the elements that moved.
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node | null }[] }[]) {
        const nodes = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node),
        );
        shifts.push(`${entry.value.toFixed(4)}: ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);

for (const path of routes) {
  test(`${path} does not shift while it loads and hydrates @mobile`, async ({ page }) => {
    await recordShifts(page);
    await page.goto(path, { waitUntil: 'load' });
    // Hydration and the islands' first effects run after load; give them a moment.
    await page.waitForTimeout(1_500);
    expect(await shifts(page)).toEqual([]);
  });
}

// Inter is preloaded with `font-display: optional` (app/fonts.ts): when it arrives after the first
// paint (a slow connection) the page keeps the fallback instead of swapping, so text never rewraps
// and moves the page. With `swap` a late font shifted `/pricing` by 0.024 and `/` by 0.019.
for (const path of ['/', '/pricing', '/about']) {
  test(`${path} does not shift when the web font arrives late @mobile @export`, async ({ page }) => {
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await recordShifts(page);
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForTimeout(1_000);
    expect(await shifts(page)).toEqual([]);
  });
}
