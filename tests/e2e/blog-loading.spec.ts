// The blog's loading states and its first HTML. A first load gets the posts in the
// HTML itself (no placeholders painted first and swapped by script); a client navigation that
// waits for a blog page shows the list's hero and six placeholder cards, or a post's shape,
// until the page arrives (components/page-wide/pending-navigation.tsx).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nextFrames } from './page-state';

/**
 * Holds back every page-data request of a client navigation until `release()`: the placeholders
 * stay on screen for as long as the test looks at them, however busy the machine is. `requested`
 * resolves when the first held request arrives (the navigation is under way).
 */
async function slowPageData(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen = () => {};
  const requested = new Promise<void>((resolve) => (seen = resolve));
  await page.route(
    (url) => url.searchParams.has('_rsc') || url.pathname.endsWith('.txt'),
    async (route) => {
      if (route.request().headers()['rsc'] !== '1') return route.fallback();
      seen();
      await released;
      await route.fallback();
    },
  );
  return { release: () => release(), requested };
}

for (const path of ['/blog', '/blog/how-long-should-a-saas-demo-video-be']) {
  test(`the first HTML of ${path} carries the page, not placeholders @export`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('aria-busy');
    // React writes a Suspense boundary it holds back as hidden markup plus a script that swaps it in.
    expect(html).not.toMatch(/<div hidden id="S:\d+"/);
    expect(html).not.toContain('$RC(');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });
}

test('a slow navigation to /blog shows the hero and six placeholder cards, then the posts @export', async ({
  page,
}) => {
  await page.goto('/career');
  const network = await slowPageData(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
  const loading = page.getByLabel('Loading posts');
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await expect(loading.getByText('Our Blog')).toBeVisible();
  await expect(loading.getByRole('listitem')).toHaveCount(6);
  network.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/blog\/?$/);
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Latest posts' }).getByRole('listitem')).toHaveCount(6);
});

test('a slow navigation to a post shows its shape in placeholders, then the post @export', async ({ page }) => {
  await page.goto('/blog');
  const network = await slowPageData(page);
  const firstCard = page.getByRole('list', { name: 'Latest posts' }).getByRole('listitem').first();
  const title = (await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await firstCard.getByRole('link').click();
  const loading = page.getByLabel('Loading post');
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  network.release();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 10_000 });
  await expect(loading).toHaveCount(0);
});

test('a slow navigation to a page outside the blog shows no placeholders', async ({ page }) => {
  await page.clock.install();
  await page.goto('/blog');
  const network = await slowPageData(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Career', exact: true }).click();
  await network.requested;
  // The click's render and its effects are done (a placeholder timer would be set): run well past
  // the placeholders' delay, still waiting for the page. Nothing covers the old one.
  await nextFrames(page);
  await page.clock.runFor(1_000);
  await nextFrames(page);
  await expect(page).toHaveURL(/\/blog\/?$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  network.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Make videos that move SaaS metrics' })).toBeVisible();
});
