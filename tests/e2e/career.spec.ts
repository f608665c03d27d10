// /career: openings, apply mail links, perks, general inquiry.
import { expect, test } from './fixtures';

test('lists both openings with mail links whose subject names the job', async ({ page }) => {
  await page.goto('/career');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The hero's label above the title, the career document's badge.
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByText('We’re hiring')).toBeVisible();
  const editor = page.getByRole('article', { name: 'Video Editor' });
  await expect(editor.getByText('Full-time')).toBeVisible();
  await expect(editor.getByText('Remote')).toBeVisible();
  await expect(editor.getByRole('link', { name: 'Apply for this role: Video Editor', exact: true })).toHaveAttribute(
    'href',
    'mailto:careers@launchframe.video?subject=Application%20for%20Video%20Editor',
  );
  const strategist = page.getByRole('article', { name: 'Content Strategist' });
  await expect(strategist.getByText('Part-time')).toBeVisible();
  await expect(
    strategist.getByRole('link', { name: 'Apply for this role: Content Strategist', exact: true }),
  ).toHaveAttribute('href', 'mailto:careers@launchframe.video?subject=Application%20for%20Content%20Strategist');
  for (const perk of ['Remote-first culture', 'Growth opportunities', 'Creative freedom']) {
    await expect(page.getByRole('heading', { name: perk })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Why Join' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Don't See Your Role?" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'General Inquiry' })).toHaveAttribute(
    'href',
    'mailto:careers@launchframe.video?subject=General%20Inquiry',
  );
});

test('has its title, description, canonical and Open Graph tags', async ({ page }) => {
  await page.goto('/career');
  await expect(page).toHaveTitle('Careers | Launchframe');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/career');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /remote-first/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /opengraph-image/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
});
