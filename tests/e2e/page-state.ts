// Conditions a test waits on instead of a fixed sleep (the page has hydrated and gone quiet, its
// animations have finished, the next frames have been painted), and the page's layout shifts.
import type { Page } from '@playwright/test';

/** The page's scripts have loaded and run and the browser is idle: islands are hydrated and their
 * first effects (and idle-time work) are done. */
export async function settled(page: Page, { network = true } = {}) {
  await page.waitForLoadState(network ? 'networkidle' : 'load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 5_000 }),
      ),
  );
}

/** Every finite animation on the page has finished (a dialog or a toast has come fully in or gone). */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Two frames have been painted: what an input event changed is on screen. */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** Records every layout shift of the page's loads from now on; the getter lists each with the elements that moved. */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const at = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
      for (const entry of list.getEntries() as unknown as { value: number; sources: Source[] }[]) {
        const nodes = entry.sources.map(
          (source) =>
            `${source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node)} (${at(source.previousRect)} -> ${at(source.currentRect)})`,
        );
        shifts.push(`${entry.value.toFixed(4)}: ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}
