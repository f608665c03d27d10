// The embedded Studio of the Sanity-mode build, as an editor first meets it: the sign-in screen.
// Sanity's own API is answered by stand-ins (no network in tests): nobody is signed in, and one
// login provider is offered.
import type { Page } from '@playwright/test';
import { watchViolations } from '../e2e/csp-violations';
import { axeViolations } from '../e2e/axe';
import { expect, test } from './fixtures';

async function signedOutStudio(page: Page) {
  await page.route(/^https:\/\/[^/]*sanity\.io\//, (route) => {
    const url = route.request().url();
    if (url.includes('/users/me')) return route.fulfill({ json: {} });
    if (url.includes('/auth/providers'))
      return route.fulfill({
        json: {
          thirdPartyLogin: true,
          sso: {},
          providers: [{ name: 'google', title: 'Google', url: 'https://api.sanity.io/v1/auth/login/google' }],
        },
      });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.route(/^https:\/\/[^/]*sanity-cdn\.com\//, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/studio');
  await expect(page.getByText('Choose login provider')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Google' })).toBeVisible();
}

test('the Studio shell is a named main landmark, and axe finds no violations on its sign-in screen', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await signedOutStudio(page);
  // The page's policy blocks nothing the Studio asks for.
  expect(violations).toEqual([]);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Sanity Studio of the Launchframe site',
  );
  expect(await axeViolations(page, { tags: null })).toEqual([]);
});
