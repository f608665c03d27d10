// The Studio has a root layout of its own (app/(studio)/layout.tsx): none of the site's header,
// footer, skip link, JSON-LD or page-wide listeners, and no overlay laid over a site page.
import { expect, test } from './fixtures';
import { settled } from './page-state';
import { recordRouteData } from './route-data';

test('/studio is a document of its own: no site header, footer, skip link or JSON-LD @export-only', async ({
  page,
}) => {
  await page.goto('/studio');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect a Sanity project to edit the site' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('#site-header, [data-glow], [data-client-link]')).toHaveCount(0);
  // The same checks hold the other way round on a site page.
  await page.goto('/about');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
});

test('/studio without a project keeps the site’s type and spacing under the Studio’s own styles @export-only', async ({
  page,
}) => {
  await page.goto('/studio');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const styles = await heading.evaluate((title) => {
    const main = title.closest('main')!;
    const style = (element: Element, property: string) => getComputedStyle(element).getPropertyValue(property);
    return {
      font: style(title, 'font-family'),
      mainTop: style(main, 'padding-top'),
      leadTop: style(title.nextElementSibling!, 'margin-top'),
      listLeft: style(main.querySelector('ol')!, 'padding-left'),
    };
  });
  // Sanity UI's reset (no margin, no padding, the system font) would give 0px and no Inter.
  expect(styles.font).toMatch(/inter/i);
  expect(styles).toMatchObject({ mainTop: '96px', leadTop: '16px', listLeft: '24px' });
});

test('no page-wide listener runs under the Studio: even a link marked as the site marks its links is a full page load @export-only', async ({
  page,
}) => {
  const routeData = recordRouteData(page);
  await page.goto('/studio');
  await page.waitForLoadState('load');
  await page.evaluate(() => {
    const anchor = document.createElement('a');
    anchor.href = '/about';
    anchor.textContent = 'A marked link to About';
    anchor.setAttribute('data-client-link', '');
    document.body.append(anchor);
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const link = page.getByRole('link', { name: 'A marked link to About' });
  await link.hover();
  await link.focus();
  await settled(page);
  expect(routeData).toEqual([]);
  await Promise.all([page.waitForEvent('load'), link.click()]);
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
});
