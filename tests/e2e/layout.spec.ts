// Layout stability: on a phone the prerendered page (before any script runs) is exactly as wide as
// the screen (anything wider widens a phone's layout viewport, and the page jumps back when scripts
// run), and its text is set in weights the web font carries; nothing moves when the web font arrives late.
// Shifts while any route loads: routes.spec.ts.
import { caseStudies, caseStudyPath } from '../fixtures/embedded-content';
import { staticRoutes } from '@/content/routes';
import { interWeights } from '../../scripts/build/font';
import { expect, test } from './fixtures';
import { recordLayoutShifts, settled } from './page-state';

const routes = [
  ...staticRoutes.map((route) => route.path),
  ...caseStudies.map((study) => caseStudyPath(study.slug)),
  '/blog/how-long-should-a-saas-demo-video-be',
];

const pageWidth = () => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, screen: window.innerWidth });

/** The weights the page's visible text is set in, each with an example. */
const textWeights = () => {
  const weights: Record<string, string> = {};
  for (const element of document.querySelectorAll('body *')) {
    const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
    if (!text || element.checkVisibility?.() === false) continue;
    weights[getComputedStyle(element).fontWeight] ??= text.textContent!.trim().slice(0, 40);
  }
  return weights;
};

test.describe('prerendered, before scripts run', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of routes) {
    test(`${path} is no wider than the phone's screen, its text in the font's weights @phone-only`, async ({
      page,
    }) => {
      const viewport = page.viewportSize();
      await page.goto(path);
      const { scroll, screen } = await page.evaluate(pageWidth);
      // A phone widens its layout viewport to the widest content; both must stay the device width.
      expect({ scroll, screen }).toEqual({ scroll: viewport?.width, screen: viewport?.width });
      // The font file carries 400 to 700 only (scripts/build/font.ts): a heavier text would be drawn at 700.
      const outside = Object.entries(await page.evaluate(textWeights)).filter(
        ([weight]) => Number(weight) < interWeights.min || Number(weight) > interWeights.max,
      );
      expect(outside, 'text set in a weight the font file does not carry').toEqual([]);
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
