// The shared shell: header (desktop and mobile, keyboard too), footer, breadcrumbs, scrolling.
import { expect, test } from './fixtures';

test.describe('header on desktop', () => {
  test('shows the navigation, the actions and a stronger background once scrolled', async ({ page }) => {
    await page.goto('/career');
    const header = page.locator('header#site-header');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const name of ['How It Works', 'Case Study', 'Script Generator', 'About']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/#how-it-works');
    await expect(nav.getByRole('link', { name: 'Case Study' })).toHaveAttribute('href', '/case-studies');
    await expect(nav.getByRole('link', { name: 'Script Generator' })).toHaveAttribute('href', '/script-generator');
    await expect(header.getByRole('link', { name: 'ROI Calculator' })).toHaveAttribute('href', '/pricing');
    const quote = header.getByRole('link', { name: /Get Quote/ });
    await expect(quote).toHaveAttribute('target', '_blank');
    await expect(quote).toHaveAttribute('href', /^https:\/\//);
    // 'Special Offer' belongs to the home page only.
    await expect(header.getByRole('button', { name: 'Special Offer' })).toHaveCount(0);

    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const before = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(before);
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  });

  test('the Services menu works with the keyboard alone and closes on Escape', async ({ page }) => {
    await page.goto('/career');
    const button = page.getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const shorts = page.locator('header').getByRole('link', { name: 'Shorts', exact: true });
    await expect(shorts).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Product Demo Videos' })).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Video Production' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(shorts).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('header').getByRole('link', { name: 'Product Demo Videos' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(shorts).toBeHidden();

    // ArrowDown on the closed button opens it and enters the list; clicking outside closes it.
    await page.keyboard.press('ArrowDown');
    await expect(shorts).toBeFocused();
    await page.mouse.click(700, 500);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Services menu closes when focus leaves it', async ({ page }) => {
    await page.goto('/career');
    const button = page.getByRole('button', { name: 'Services' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu', () => {
  test('opens as a dialog sheet with every entry, traps focus, closes on Escape @phone-only', async ({ page }) => {
    await page.goto('/career');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    for (const name of [
      'Home',
      'Shorts',
      'Product Demo Videos',
      'Video Production',
      'Showcase',
      'How It Works',
      'Script Generator',
      'Blog',
      'About',
    ]) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('Services', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Resources', { exact: true })).toBeVisible();
    // Focus stays inside the sheet.
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a link in the sheet navigates and closes it @phone-only', async ({ page }) => {
    await page.goto('/career');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await dialog.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
  });
});

test('the footer links every free tool, the blog, the legal pages and the professional network', async ({ page }) => {
  await page.goto('/career');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['YouTube Script Generator', '/youtube-script-generator'],
    ['Script Generator', '/script-generator'],
    ['Blog', '/blog'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Cookie Policy', '/cookie-policy'],
    ['Career', '/career'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByText('© 2025')).toBeVisible();
  await expect(footer.getByText(/Lisbon, Portugal/)).toBeVisible();
  const network = footer.getByRole('link', { name: /LinkedIn/ });
  await expect(network).toHaveAttribute('target', '_blank');
  await expect(network).toHaveAttribute('rel', 'noopener noreferrer');
});

test('breadcrumbs start with Home, name the page and carry BreadcrumbList JSON-LD', async ({ page }) => {
  await page.goto('/career');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Career');
  const documents = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = documents.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BreadcrumbList');
  expect(list.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Career']);
  const org = documents.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Organization');
  expect(org.name).toBe('Launchframe');
});

test('navigating scrolls to the top @export', async ({ page }) => {
  await page.goto('/career');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('reduced motion', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });
  test('turns smooth scrolling off', async ({ page }) => {
    await page.goto('/career');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });
});

test('smooth scrolling is on for everyone else', async ({ page }) => {
  await page.goto('/career');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
});
