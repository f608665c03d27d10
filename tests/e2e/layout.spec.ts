// Layout stability: on a phone the prerendered page (before any script runs) is exactly as wide as
// the screen (anything wider widens a phone's layout viewport, and the page jumps back when scripts
// run); nothing moves when the web font arrives late. Shifts while any route loads: routes.spec.ts.
import { caseStudies, caseStudyPath } from '../fixtures/embedded-content';
import { staticRoutes } from '@/content/routes';
import { expect, test } from './fixtures';
import { recordLayoutShifts, settled } from './page-state';

const routes = [
  ...staticRoutes.map((route) => route.path),
  ...caseStudies.map((study) => caseStudyPath(study.slug)),
  '/blog/how-long-should-a-saas-demo-video-be',
];

const pageWidth = () => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, screen: window.innerWidth });

test.describe('prerendered, before scripts run', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of routes) {
    test(`${path} is no wider than the phone's screen @phone-only`, async ({ page }) => {
      const viewport = page.viewportSize();
      await page.goto(path);
      const { scroll, screen } = await page.evaluate(pageWidth);
      // A phone widens its layout viewport to the widest content; both must stay the device width.
      expect({ scroll, screen }).toEqual({ scroll: viewport?.width, screen: viewport?.width });
    });
  }
});

// Inter has `font-display: optional` (docs/decisions/0005-inter-with-font-display-optional.md): a font
// that arrives after the first paint is not swapped in, so text never rewraps and moves the page.
for (const path of ['/', '/pricing', '/about']) {
  test(`${path} does not shift when the web font arrives late @phone`, async ({ page }) => {
    // Held until the page has painted with the fallback font, then served.
    let release!: () => void;
    const painted = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await painted;
      await route.continue();
    });
    const shifts = await recordLayoutShifts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    release();
    await settled(page);
    expect(await shifts()).toEqual([]);
  });
}
