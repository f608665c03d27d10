// The pointer-following glow on cards (components/page-wide/card-glow.tsx, app/globals.css): a mouse
// over a card lights a radial gradient where the pointer is, in the card's size; it follows the
// pointer (also when the page scrolls under it) and goes when the pointer leaves. Nothing under
// reduced motion, nothing on touch.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nextFrames } from './page-state';

const glowOf = (card: Locator) =>
  card.evaluate((element) => ({
    image: getComputedStyle(element).backgroundImage,
    x: element.style.getPropertyValue('--glow-x'),
    y: element.style.getPropertyValue('--glow-y'),
    size: getComputedStyle(element).getPropertyValue('--glow-size').trim(),
  }));

async function firstPerk(page: Page) {
  await page.goto('/career');
  const card = page.locator('[data-glow]').filter({ hasText: 'Remote-first culture' });
  await card.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  return card;
}

test('a mouse over a card lights a glow that follows the pointer and goes when it leaves', async ({ page }) => {
  const card = await firstPerk(page);
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 30);
  await expect.poll(() => glowOf(card)).toMatchObject({ x: '40px', y: '30px', size: '14rem' });
  expect((await glowOf(card)).image).toContain('radial-gradient');
  await page.mouse.move(box.x + 120, box.y + 50, { steps: 3 });
  await expect.poll(() => glowOf(card)).toMatchObject({ x: '120px', y: '50px' });
  await page.mouse.move(box.x + box.width / 2, box.y - 60);
  await expect.poll(async () => (await glowOf(card)).image).toBe('none');
});

test('the glow stays under a still mouse while the page scrolls', async ({ page }) => {
  const card = await firstPerk(page);
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 60);
  await expect.poll(() => glowOf(card)).toMatchObject({ x: '40px', y: '60px' });
  // The card moves 20 px up under the pointer, so the pointer is 20 px lower in it.
  await page.evaluate(() => window.scrollBy({ top: 20, behavior: 'instant' }));
  await expect.poll(() => glowOf(card)).toMatchObject({ x: '40px', y: '80px' });
});

test('the three sizes: small, medium and large cards', async ({ page }) => {
  await page.goto('/pricing');
  const size = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--glow-size').trim());
  expect(await size('[data-glow="lg"]')).toBe('32rem');
  await page.goto('/career');
  expect(await size('[data-glow="sm"]')).toBe('14rem');
  expect(await size('[data-glow="md"]')).toBe('22rem');
});

test('no glow for visitors who ask for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const card = await firstPerk(page);
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 30);
  await nextFrames(page);
  expect(await glowOf(card)).toMatchObject({ image: 'none', x: '' });
});

test('no glow on touch @phone-only', async ({ page }) => {
  const card = await firstPerk(page);
  await card.tap();
  await nextFrames(page);
  expect(await glowOf(card)).toMatchObject({ image: 'none', x: '' });
});
