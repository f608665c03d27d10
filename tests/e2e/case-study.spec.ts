// The single case study (/case-studies/{slug}), for every study in the data: hero, client link,
// testimonial dialog, pull quote, before/after tabs (mouse and keyboard), the youtube: switch,
// the GIF hover/focus overlay, the closing calls, hidden results, sitemap and 404.
import { beforeAfterKeys, caseStudies, caseStudiesPage, caseStudyPath } from '../fixtures/embedded-content';
import { bookingHref } from '@/lib/analytics/booking';
import { expect, test } from './fixtures';
import { jsonLdOfType } from './json-ld';
import { scrollThrough, videoHostRequests, wistiaEmbedRequested } from './video-hosts';

/** The words every case study's page shares, from the case studies page document. */
const caseStudyPage = caseStudiesPage.study;
const tabs = caseStudyPage.beforeAfter.tabs;

for (const study of caseStudies) {
  const path = caseStudyPath(study.slug);

  test.describe(path, () => {
    test('hero: back link, badge, client site in a new tab, pull quote, closing calls; results stay hidden', async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      await expect(main.getByText(caseStudyPage.badge, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.project);
      const client = main.getByRole('link', { name: `${study.client} (opens in a new tab)` });
      await expect(client).toHaveAttribute('href', study.clientUrl);
      await expect(client).toHaveAttribute('target', '_blank');
      await expect(client).toHaveAttribute('rel', 'noopener noreferrer');

      const quote = main.locator('figure').filter({ has: page.locator('blockquote') });
      await expect(quote.locator('blockquote')).toContainText(study.pullQuote.quote);
      await expect(quote.locator('figcaption')).toContainText(study.pullQuote.author);
      await expect(quote.locator('figcaption')).toContainText('Co-founder & CEO');

      const booking = main.getByRole('link', { name: /Get Your Free Video Growth Plan/ });
      await expect(booking).toHaveAttribute('href', bookingHref('closing', path));
      await expect(booking).toHaveAttribute('target', '_blank');
      await expect(main.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');

      // The results metrics are kept in the data and never displayed.
      expect(study.results.length).toBeGreaterThan(0);
      const text = await main.innerText();
      for (const result of study.results) expect(text).not.toContain(result.metric);
    });

    test('the testimonial poster opens the video in a dialog; closing returns focus', async ({ page, external }) => {
      await page.goto(path);
      const trigger = page.getByRole('button', { name: `${caseStudyPage.watchLabel} — ${study.client}` });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: `${caseStudyPage.watchLabel} — ${study.client}` });
      await expect(dialog).toBeVisible();
      await expect.poll(() => wistiaEmbedRequested(external, study.mainTestimonialVideo)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test('before/after tabs switch by mouse; each shows a red Before and a green After panel', async ({ page }) => {
      await page.goto(path);
      const list = page.getByRole('tablist');
      await expect(list.getByRole('tab')).toHaveText(beforeAfterKeys.map((key) => tabs[key]));
      await expect(list.getByRole('tab', { name: tabs.testimonials })).toHaveAttribute('aria-selected', 'true');
      for (const key of [...beforeAfterKeys].reverse()) {
        await list.getByRole('tab', { name: tabs[key] }).click();
        await expect(list.getByRole('tab', { name: tabs[key] })).toHaveAttribute('aria-selected', 'true');
        const panel = page.getByRole('tabpanel');
        await expect(panel).toHaveCount(1);
        await expect(panel).toHaveAccessibleName(tabs[key]);
        const before = panel.locator('[data-panel="before"]');
        const after = panel.locator('[data-panel="after"]');
        await expect(before.getByRole('heading', { name: `Before — ${tabs[key]}` })).toBeVisible();
        await expect(after.getByRole('heading', { name: `After — ${tabs[key]}` })).toBeVisible();
        for (const point of study.beforeAfterNotes[key].before)
          await expect(before.getByRole('listitem').filter({ hasText: point })).toBeVisible();
        for (const point of study.beforeAfterNotes[key].after)
          await expect(after.getByRole('listitem').filter({ hasText: point })).toBeVisible();
        await expect(before.getByRole('button', { name: `Play video: ${tabs[key]} — Before` })).toBeVisible();
        await expect(after.getByRole('button', { name: `Play video: ${tabs[key]} — After` })).toBeVisible();
        // Red for Before, green for After.
        const [beforeColor, afterColor] = await Promise.all(
          [before, after].map((panel) =>
            panel
              .locator('h3 span')
              .first()
              .evaluate((element) => getComputedStyle(element).backgroundColor),
          ),
        );
        expect(beforeColor).toBe('rgb(180, 35, 24)');
        expect(afterColor).toBe('rgb(6, 118, 71)');
      }
    });

    test('before/after tabs follow the ARIA tabs pattern from the keyboard', async ({ page }) => {
      await page.goto(path);
      const tab = (key: (typeof beforeAfterKeys)[number]) => page.getByRole('tab', { name: tabs[key] });
      await tab('testimonials').focus();
      const expectSelected = async (key: (typeof beforeAfterKeys)[number]) => {
        await expect(tab(key)).toBeFocused();
        await expect(tab(key)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).toHaveAccessibleName(tabs[key]);
      };
      await page.keyboard.press('ArrowRight');
      await expectSelected('tutorials');
      await page.keyboard.press('ArrowRight');
      await expectSelected('verticalAds');
      await page.keyboard.press('ArrowRight');
      await expectSelected('testimonials');
      await page.keyboard.press('ArrowLeft');
      await expectSelected('verticalAds');
      await page.keyboard.press('Home');
      await expectSelected('testimonials');
      await page.keyboard.press('End');
      await expectSelected('verticalAds');
      // Only the selected tab is in the tab order; Tab moves on into its panel.
      await expect(tab('testimonials')).toHaveAttribute('tabindex', '-1');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('tabpanel')).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expectSelected('verticalAds');
    });

    test('a youtube: id plays through the YouTube facade, a plain id through Wistia', async ({ page, external }) => {
      await page.goto(path);
      await page.getByRole('tab', { name: tabs.tutorials }).click();
      const panel = page.getByRole('tabpanel');
      const { before, after } = study.beforeAfterVideos.tutorials;
      const [youtubeId, wistiaId] = after.startsWith('youtube:') ? [after, before] : [before, after];
      expect(youtubeId.startsWith('youtube:')).toBe(true);
      const youtubeSide = after === youtubeId ? 'After' : 'Before';
      const wistiaSide = youtubeSide === 'After' ? 'Before' : 'After';

      await panel.getByRole('button', { name: `Play video: ${tabs.tutorials} — ${youtubeSide}` }).click();
      const frame = panel.locator(`[data-panel="${youtubeSide.toLowerCase()}"] iframe`);
      await expect(frame).toHaveAttribute(
        'src',
        new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${youtubeId.slice('youtube:'.length)}\\?`),
      );
      await expect(frame).toHaveAttribute('title', `${tabs.tutorials} — ${youtubeSide}`);
      expect(external.matching(/wistia/)).toEqual([]);

      await panel.getByRole('button', { name: `Play video: ${tabs.tutorials} — ${wistiaSide}` }).click();
      await expect.poll(() => wistiaEmbedRequested(external, wistiaId)).toBe(true);
      await expect(
        panel.locator(`[data-panel="${wistiaSide.toLowerCase()}"] [data-video-player="wistia"]`),
      ).toHaveCount(1);
      await expect(panel.locator(`[data-panel="${wistiaSide.toLowerCase()}"] iframe`)).toHaveCount(0);
    });

    test('no video host is contacted before a play button is pressed', async ({ page, external }) => {
      await page.goto(path);
      await scrollThrough(page);
      for (const key of beforeAfterKeys) await page.getByRole('tab', { name: tabs[key] }).click();
      await page.getByTestId('gif-showcase').hover();
      expect(videoHostRequests(external)).toEqual([]);
      await page.getByRole('button', { name: `Play video: ${study.gif.title}` }).click();
      await expect.poll(() => wistiaEmbedRequested(external, study.gif.id)).toBe(true);
    });

    test('the GIF zooms and shows its title overlay on hover and on keyboard focus', async ({ page }) => {
      await page.goto(path);
      const figure = page.getByTestId('gif-showcase');
      const overlay = page.getByTestId('gif-overlay');
      const zoom = figure.locator(':scope > div');
      await expect(overlay).toHaveText(study.gif.title);
      await figure.scrollIntoViewIfNeeded();
      await expect(overlay).toHaveCSS('opacity', '0');
      await expect(zoom).toHaveCSS('scale', 'none');

      await figure.hover();
      await expect(overlay).toHaveCSS('opacity', '1');
      await expect(zoom).toHaveCSS('scale', /^1\.05( 1\.05)?$/);
      await page.mouse.move(0, 0);
      await expect(overlay).toHaveCSS('opacity', '0');
      await expect(zoom).toHaveCSS('scale', 'none');

      // Keyboard: tab forward from the last before/after control until the GIF's play button has focus.
      const play = page.getByRole('button', { name: `Play video: ${study.gif.title}` });
      await page.getByRole('tabpanel').getByRole('button').last().focus();
      await page.keyboard.press('Tab');
      await expect(play).toBeFocused();
      await expect(overlay).toHaveCSS('opacity', '1');
      await expect(zoom).toHaveCSS('scale', /^1\.05( 1\.05)?$/);
      await page.keyboard.press('Shift+Tab');
      await expect(overlay).toHaveCSS('opacity', '0');
    });

    test.describe('with reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });
      test('the GIF overlay still appears but nothing zooms', async ({ page }) => {
        await page.goto(path);
        const figure = page.getByTestId('gif-showcase');
        await figure.hover();
        await expect(page.getByTestId('gif-overlay')).toHaveCSS('opacity', '1');
        await expect(figure.locator(':scope > div')).toHaveCSS('scale', 'none');
      });
    });

    test('is in the sitemap, has its metadata and a breadcrumb trail', async ({ page, request }) => {
      expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>http://localhost:3000${path}</loc>`);
      await page.goto(path);
      await expect(page).toHaveTitle(`${study.client} Case Study | Launchframe`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000${path}`);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '/case-studies');
      await expect(trail.locator('[aria-current="page"]')).toHaveText(study.client);
      const [breadcrumbs] = await jsonLdOfType(page, 'BreadcrumbList');
      expect((breadcrumbs!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
        'Home',
        'Case Studies',
        study.client,
      ]);
    });
  });
}

test('a slug that is not in the data is a 404 @export', async ({ page }) => {
  const response = await page.goto('/case-studies/no-such-study');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
