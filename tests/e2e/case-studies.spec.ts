// /case-studies: back link, claims, four cards each opening its video in a dialog, the featured
// card's link to the full story, booking call; no video host before a play button is pressed.
import { caseStudyCards, caseStudyPath } from '../fixtures/embedded-content';
import { bookingHref } from '@/lib/analytics/booking';
import { expect, test } from './fixtures';
import { scrollThrough, videoHostRequests, wistiaEmbedRequested } from './video-hosts';

test('shows the back link, the three claims, four cards and the booking call', async ({ page }) => {
  await page.goto('/case-studies');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  const claims = page.getByRole('main').locator('dl');
  for (const [value, label] of [
    ['250%', 'average ROI increase'],
    ['30-day', 'turnaround'],
    ['50+', 'companies served'],
  ]) {
    await expect(claims.getByRole('definition').filter({ hasText: value })).toBeVisible();
    await expect(claims.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  expect(caseStudyCards).toHaveLength(4);
  for (const study of caseStudyCards) {
    const card = page.getByRole('article', { name: study.title });
    await expect(card.getByText(study.subtitle)).toBeVisible();
    await expect(card.getByRole('button', { name: `Watch the story — ${study.title}` })).toBeVisible();
  }
  const booking = page.getByRole('main').getByRole('link', { name: /Get Your Free Video Growth Plan/ });
  await expect(booking).toHaveAttribute('href', bookingHref('closing', '/case-studies'));
  await expect(booking).toHaveAttribute('target', '_blank');
});

test('the featured card links to its full case study @export', async ({ page }) => {
  const featured = caseStudyCards.find((study) => study.slug)!;
  await page.goto('/case-studies');
  const link = page
    .getByRole('article', { name: featured.title })
    .getByRole('link', { name: /Read the full case study/ });
  await expect(link).toHaveAttribute('href', caseStudyPath(featured.slug!));
  await expect(link).not.toHaveAttribute('target');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${caseStudyPath(featured.slug!)}$`));
  await expect(page.getByRole('main').getByText('Case Study', { exact: true })).toBeVisible();
});

test('each card opens its video in a dialog that closes with Escape and the close button, returning focus', async ({
  page,
  external,
}) => {
  await page.goto('/case-studies');
  await scrollThrough(page);
  expect(videoHostRequests(external)).toEqual([]);

  for (const [index, study] of caseStudyCards.entries()) {
    const trigger = page.getByRole('button', { name: `Watch the story — ${study.title}` });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: study.title });
    await expect(dialog).toBeVisible();
    // The visitor asked for the video: its player mounts at once, for this media id only.
    await expect(dialog.locator('[data-video-player="wistia"]')).toHaveCount(1);
    await expect.poll(() => wistiaEmbedRequested(external, study.mediaId)).toBe(true);
    // Cards not opened yet have asked for nothing.
    for (const later of caseStudyCards.slice(index + 1))
      expect(wistiaEmbedRequested(external, later.mediaId)).toBe(false);
    if (index % 2 === 0) await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.locator('[data-video-player]')).toHaveCount(0);
  }
});

test('the dialog works from the keyboard alone and keeps focus inside', async ({ page }) => {
  const study = caseStudyCards[1]!;
  await page.goto('/case-studies');
  const trigger = page.getByRole('button', { name: `Watch the story — ${study.title}` });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: study.title });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
