// The not-found page: status, text, console error, noindex — in both builds.
import { expect, test } from './fixtures';

test('an unknown route shows the 404 page, answers 404 and logs the path @export', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Return to Home' });
  await expect(home).toHaveAttribute('href', '/');
  await expect
    .poll(() => consoleErrors.find((text) => text.startsWith('User attempted to access non-existent route:')))
    .toBe('User attempted to access non-existent route: /no/such/page');
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toContain('noindex');
});
