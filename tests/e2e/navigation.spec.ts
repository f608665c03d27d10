// Internal links prefetch on intent, not on sight (components/page-wide/link-navigation.tsx): loading a page asks
// for none of the pages it links to; pointing at a link (or focusing it, or touching it) fetches
// that page's data ahead of the click; the click then swaps the page without a reload.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { settled } from './page-state';
import { recordRouteData } from './route-data';

/** Loads /career and scrolls to its end, so every link on it has been on screen. */
async function loadAndScrollThrough(page: Page) {
  await page.goto('/career');
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settled(page);
}

test('a page prefetches nothing on load; a hovered link prefetches its page, and the click needs no reload @export', async ({
  page,
}) => {
  const requested = recordRouteData(page);
  await loadAndScrollThrough(page);
  expect(requested).toEqual([]);

  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true });
  await about.hover();
  await expect.poll(() => requested.some((path) => path.startsWith('/about'))).toBe(true);

  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('keyboard focus on a link prefetches its page @export', async ({ page }) => {
  const requested = recordRouteData(page);
  await loadAndScrollThrough(page);
  expect(requested).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).focus();
  await expect.poll(() => requested.some((path) => path.startsWith('/blog'))).toBe(true);
});

test('a finger on a link prefetches its page @phone-only', async ({ page }) => {
  const requested = recordRouteData(page);
  await loadAndScrollThrough(page);
  expect(requested).toEqual([]);
  const blog = page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true });
  await blog.scrollIntoViewIfNeeded();
  await blog.dispatchEvent('touchstart');
  await expect.poll(() => requested.some((path) => path.startsWith('/blog'))).toBe(true);
});

test('a link to a section of another page navigates without a reload and lands on the section @export', async ({
  page,
}) => {
  await page.goto('/career');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('banner').getByRole('link', { name: 'How It Works', exact: true }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.locator('#how-it-works')).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a link to a section of the same page is a plain jump: no route data, no new page', async ({ page }) => {
  const requested = recordRouteData(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'How It Works', exact: true }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.locator('#how-it-works')).toBeInViewport();
  expect(requested.filter((path) => path === '/' || path === '/index.txt')).toEqual([]);
});

test('a modified click is left to the browser: Ctrl+click opens the page in a new tab, this one stays', async ({
  page,
  context,
}) => {
  await page.goto('/career');
  await page.waitForLoadState('networkidle');
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'About', exact: true })
      .click({ modifiers: ['ControlOrMeta'] }),
  ]);
  // The new tab starts at about:blank and then navigates: wait for its address, not its first load state.
  await expect(opened).toHaveURL(/\/about$/);
  expect(new URL(page.url()).pathname).toBe('/career');
});

// The browser and Next's router put the place back themselves.
// Learn more: docs/decisions/retired/0016-scroll-restoration-by-the-site.md
test('Back and Forward after client navigations restore each page and its scroll position @export', async ({
  page,
}) => {
  await page.goto('/career');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  // The header stays on screen, so the click leaves /career where it is (1200 px).
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);

  await page.goBack();
  await expect(page).toHaveURL(/\/career$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  await page.goForward();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  // All of it without a page load.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a reload keeps the place on the page', async ({ page }) => {
  await page.goto('/career');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
});

/**
 * Puts a plain same-origin <a> (as an editor or a third party would write it) into the page at
 * `within`, points at it and clicks it: no route data is prefetched and the click is a full
 * page load, as the browser's own.
 */
async function expectPlainLinkLeftToTheBrowser(page: Page, path: string, within: string) {
  const requested = recordRouteData(page);
  await page.goto(path);
  // Hydrated, so the page's link listener is in place.
  await settled(page);
  await page.evaluate((selector) => {
    const anchor = document.createElement('a');
    anchor.href = '/about';
    anchor.textContent = 'A plain link to About';
    (document.querySelector(selector) ?? document.body).append(anchor);
    (window as unknown as { stayed: boolean }).stayed = true;
  }, within);
  const link = page.getByRole('link', { name: 'A plain link to About' });
  await link.hover();
  await link.focus();
  await settled(page);
  expect(requested.filter((prefetched) => prefetched.startsWith('/about'))).toEqual([]);
  await Promise.all([page.waitForEvent('load'), link.click()]);
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
}

test('a plain <a> in blog content is a normal navigation, with no prefetch on intent @export', async ({ page }) => {
  await expectPlainLinkLeftToTheBrowser(page, '/blog/how-long-should-a-saas-demo-video-be', 'article');
});

test('the Studio is untouched by the link listener: its links navigate as the browser does @export-only', async ({
  page,
}) => {
  await expectPlainLinkLeftToTheBrowser(page, '/studio', 'main section');
});
