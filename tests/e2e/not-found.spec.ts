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

test('a made-up address behind a proxy that holds TLS is the 404 page, not a server error', async ({ request }) => {
  // nginx in front of the instances says `X-Forwarded-Proto: https`; an instance listens on 127.0.0.1. The proxy
  // answers a made-up one-segment address from the cached not-found page, and that must stay inside the instance.
  for (const path of ['/made-up-address', '/wp-login.php']) {
    const response = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  }
});
