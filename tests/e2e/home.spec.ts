// The home page as a visitor meets it: hero and logos, video facades (nothing from a video host
// before play), the services dialogs, the testimonial carousel, How It Works, the special offer
// popup on a mocked clock, and axe with the popup closed and open.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { clientProfiles, links } from '@/content/site';
import { bookingHref } from '@/lib/analytics/booking';
import { loadDataset } from '@/lib/content/dataset';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { animationsDone, nextFrames, settled } from './page-state';

/** The hero's video: the home page document's media id (its poster and details are its video document's). */
const heroVideo = 'k7v2m9x4qa';

/** How long the embedded offer waits before its popup opens (its document's delay). */
const offerDelayMs =
  (
    loadDataset(readFileSync('content/dataset.ndjson', 'utf8')).find(
      (doc) => doc._id === 'specialOffer',
    ) as unknown as {
      delaySeconds: number;
    }
  ).delaySeconds * 1000;

const videoHosts = /wistia|youtube|ytimg/;

/** Scrolls the whole page so every lazy image and island has had its chance to load. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * Loads the home page the way a visitor meets it after a few seconds: the special offer has
 * opened once (at 5 s, fast-forwarded) and been dismissed. Without this, the popup's modal
 * would hide the page from tests that run longer than 5 s.
 */
async function gotoHome(page: Page, path = '/') {
  await page.clock.install();
  await page.goto(path);
  await page.clock.fastForward(offerDelayMs);
  const offer = page.getByRole('dialog', { name: /Special Offer/ });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(offer).toBeHidden();
}

/** Advances a paused clock in small steps until `locator` shows (a lazy chunk may still load). */
async function runClockUntilVisible(page: Page, locator: Locator) {
  for (let step = 0; step < 60 && !(await locator.isVisible()); step++) await page.clock.runFor(50);
  await expect(locator).toBeVisible();
}

/**
 * Loads the home page with the clock paused, so the popup's 5 s timer starts at a known time;
 * RevealOnView mounts in the same commit as the popup's island and marks its list at its observer's first report,
 * a frame later, so its mark says 'mounted'.
 */
async function loadWithPausedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T10:00:01Z'));
  await page.goto('/');
  await expect(page.locator('#how-it-works-steps')).toHaveAttribute('data-reveal', 'waiting');
}

test.describe('hero and Trusted By', () => {
  test('headline, guarantee and the booking call to action in a new tab', async ({ page }) => {
    await gotoHome(page);
    await expect(page).toHaveTitle(/Video Production for SaaS/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Videos that turn SaaS visitors into trial sign-ups',
    );
    await expect(page.getByText('30-day performance guarantee.', { exact: true })).toBeVisible();
    const cta = page
      .getByRole('main')
      .getByRole('link', { name: 'Get Your Free Video Growth Plan (opens in a new tab)' })
      .first();
    await expect(cta).toHaveAttribute('href', bookingHref('hero', '/'));
    await expect(cta).toHaveAttribute('target', '_blank');
    // Only the home page has the header's 'Special Offer' button.
    await expect(page.getByRole('button', { name: 'Special Offer' })).toBeVisible();
  });

  test('15 client logos at 140x48; the loop copy is hidden from assistive technology @phone', async ({ page }) => {
    await gotoHome(page);
    const strip = page.getByRole('group', { name: 'Trusted By' });
    const logos = strip.getByRole('img');
    await expect(logos).toHaveCount(15);
    await expect(logos.first()).toHaveAttribute('alt', 'Ledgerloop');
    const all = strip.locator('img');
    await expect(all).toHaveCount(30);
    for (const box of [await all.nth(0).boundingBox(), await all.nth(29).boundingBox()]) {
      // Whole CSS pixels: the moving strip (a transform) can put a logo a few millionths off.
      expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([140, 48]);
    }
    await expect(strip.locator('ul').nth(1)).toHaveAttribute('aria-hidden', 'true');
  });

  test('the strip scrolls, pauses on hover and on focus, and stands still under reduced motion', async ({ page }) => {
    await gotoHome(page);
    const strip = page.getByRole('group', { name: 'Trusted By' });
    const track = strip.locator('> div');
    await expect(track).toHaveCSS('animation-name', 'marquee');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await strip.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await strip.focus();
    await expect(track).toHaveCSS('animation-play-state', 'paused');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(track).toHaveCSS('animation-name', 'none');
    await expect(strip.locator('ul').nth(1)).toBeHidden();
    await expect(strip.getByRole('img')).toHaveCount(15);
  });
});

test.describe('video facades', () => {
  test('no request to any third party before play; Wistia scripts and player after, removed on leaving', async ({
    page,
    external,
  }) => {
    await gotoHome(page);
    await scrollThrough(page);
    // Lazy images and idle-time work have had their chance to ask for something.
    await settled(page);
    expect(external.urls).toEqual([]);

    const play = page.getByRole('button', { name: 'Play video: Launchframe in 90 seconds' });
    const facade = page.locator('[data-video-facade]').first();
    const before = await facade.boundingBox();
    await play.click();

    await expect
      .poll(() => external.matching(videoHosts))
      .toEqual(
        expect.arrayContaining(['https://fast.wistia.com/player.js', `https://fast.wistia.com/embed/${heroVideo}.js`]),
      );
    await expect(page.locator(`wistia-player[media-id="${heroVideo}"]`)).toHaveCount(1);
    await expect(page.locator('head script[src="https://fast.wistia.com/player.js"]')).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'Video player: Launchframe in 90 seconds' })).toBeFocused();
    // The player fills the poster's reserved box: same size (the click may have scrolled it).
    const after = await facade.boundingBox();
    expect([after?.width, after?.height]).toEqual([before?.width, before?.height]);
    expect(external.matching(/youtube/)).toEqual([]);

    // Leaving the page (client-side navigation) unmounts the player and removes its scripts.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Career' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.locator('wistia-player')).toHaveCount(0);
    await expect(page.locator('script[src*="wistia"]')).toHaveCount(0);
  });

  test('a poster that fails to load leaves the title card and the play button', async ({ page }) => {
    await page.route('**/posters/hero.webp', (route) => route.fulfill({ status: 404, body: '' }));
    await gotoHome(page);
    const facade = page.locator('[data-video-facade]').first();
    await expect(facade.locator('img')).toHaveCount(0);
    await expect(facade.getByRole('button', { name: 'Play video: Launchframe in 90 seconds' })).toBeVisible();
    await expect(facade.getByText('Launchframe in 90 seconds')).toBeVisible();
    const box = await facade.boundingBox();
    expect(Math.round((box!.width / box!.height) * 100) / 100).toBeCloseTo(16 / 9, 1);
  });

  test('the page never shifts layout while loading or when a video starts', async ({ page }) => {
    await gotoHome(page);
    await page.evaluate(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.getByRole('button', { name: 'Play video: Launchframe in 90 seconds' }).click();
    await expect(page.locator('wistia-player')).toHaveCount(1);
    await nextFrames(page);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
  });

  test('the hero is drawn whole when its HTML arrives in two parts, split between the video and its figures', async ({
    page,
    baseURL,
  }) => {
    // A slow or busy connection can end the page's first chunk anywhere. Ended after the hero's video, before the
    // figures under it, a first frame drawn then showed the video alone, centred lower than where it ends. Here a
    // proxy sends that first part, then holds the rest until the page draws a frame (it says so from its first
    // animation frame), or for 3 s if it draws none.
    const home = await (await fetch(new URL('/', baseURL))).text();
    expect(home.indexOf('<dl')).toBeGreaterThan(home.indexOf('data-video-facade'));
    let frameDrawn = () => {};
    const drawn = new Promise<void>((resolve) => (frameDrawn = resolve));
    const proxy = createServer(async (request, response) => {
      if (request.url === '/__frame') {
        frameDrawn();
        response.writeHead(204).end();
        return;
      }
      const headers = Object.entries(request.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['host', 'connection', 'accept-encoding'].includes(entry[0]),
      );
      const answer = await fetch(new URL(request.url ?? '/', baseURL), { headers, redirect: 'manual' });
      const passed = [...answer.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name),
      );
      response.writeHead(answer.status, Object.fromEntries(passed));
      if (request.url !== '/') {
        response.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      const html = await answer.text();
      const split = html.indexOf('<dl');
      response.write(html.slice(0, split));
      await Promise.race([drawn, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      response.end(html.slice(split));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      await page.addInitScript(() => {
        const state = window as unknown as { cls: number; firstFrame: { video: string; figures: number } };
        state.cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) state.cls += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => {
          const video = document.querySelector('[data-video-facade]');
          state.firstFrame = {
            video: video ? getComputedStyle(video).visibility : 'not parsed',
            figures: document.querySelectorAll('[data-video-facade] + dl dd').length,
          };
          void fetch('/__frame');
        });
      });
      await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`);
      await expect(page.locator('[data-video-facade] + dl dd')).toHaveCount(3);
      await nextFrames(page);
      const { cls, firstFrame } = await page.evaluate(() => {
        const state = window as unknown as { cls: number; firstFrame: { video: string; figures: number } };
        return { cls: state.cls, firstFrame: state.firstFrame };
      });
      // The first frame showed the video with its figures, or did not show it yet.
      expect([firstFrame.video === 'visible', firstFrame.figures]).not.toEqual([true, 0]);
      expect(cls).toBe(0);
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

test.describe('services', () => {
  test('four cards with badges; the first two open their demo video and give focus back', async ({
    page,
    external,
  }) => {
    await gotoHome(page);
    const services = page.locator('#services');
    for (const [name, badge] of [
      ['Product Demo Videos', 'Most Popular'],
      ['Explainers & Onboarding', 'Best ROI'],
      ['Webinars & Event Repurposing', 'High Impact'],
      ['YouTube Content Strategy', 'Long-term Growth'],
    ] as const) {
      const card = services.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card.getByText(badge, { exact: true })).toBeVisible();
    }
    await expect(services.getByRole('button')).toHaveCount(2);

    for (const [name, title, id] of [
      ['Product Demo Videos', 'Product demo video sample', 'p3d8n1w6ze'],
      ['Explainers & Onboarding', 'Explainer and onboarding video sample', 'e5x0o2n7lb'],
    ] as const) {
      const trigger = services.getByRole('button', { name: `Watch a sample: ${name}` });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect.poll(() => external.matching(videoHosts)).toContain(`https://fast.wistia.com/embed/${id}.js`);
      await expect(dialog.locator(`wistia-player[media-id="${id}"]`)).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(page.locator(`script[src*="${id}"]`)).toHaveCount(0);
    }

    // The close button works too.
    await services.getByRole('button', { name: 'Watch a sample: Product Demo Videos' }).click();
    await page.getByRole('button', { name: 'Close video' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(services.getByRole('button', { name: 'Watch a sample: Product Demo Videos' })).toBeFocused();
  });
});

test.describe('testimonial carousel', () => {
  test('buttons move it and are disabled at the ends @phone', async ({ page }) => {
    await gotoHome(page);
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    const previous = carousel.getByRole('button', { name: 'Previous testimonial' });
    const next = carousel.getByRole('button', { name: 'Next testimonial' });
    await expect(carousel.getByRole('group', { name: /of 4$/ })).toHaveCount(4);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    for (let i = 0; i < 3; i++) await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(carousel.getByRole('group', { name: '4 of 4' })).toBeInViewport({ ratio: 0.95 });
    for (let i = 0; i < 3; i++) await previous.click();
    await expect(previous).toBeDisabled();
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeInViewport({ ratio: 0.95 });
  });

  test('ArrowRight and ArrowLeft move slides while the carousel has focus', async ({ page }) => {
    await gotoHome(page);
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const previous = carousel.getByRole('button', { name: 'Previous testimonial' });
    const next = carousel.getByRole('button', { name: 'Next testimonial' });
    await carousel.focus();
    const track = carousel.locator('[role="group"]').first().locator('..');
    const position = () => track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    await page.keyboard.press('ArrowRight');
    await expect(previous).toBeEnabled();
    await expect.poll(position).toBeLessThan(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(next).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(next).toBeEnabled();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(previous).toBeDisabled();
    await expect.poll(position).toBe(0);
  });

  test('an arrow pressed as it takes focus, before embla has started, moves it and Previous follows', async ({
    page,
  }) => {
    // Focus starts embla, which is ready a render later: the key waits for it. Focus and key in one task make
    // that order certain (a visitor's quick press met it now and then, and Previous stayed disabled).
    await gotoHome(page);
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const track = carousel.locator('[role="group"]').first().locator('..');
    await expect(track).not.toHaveAttribute('style'); // embla sets the track's transform when it starts
    await carousel.evaluate((element) => {
      (element as HTMLElement).focus();
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    });
    await expect(carousel.getByRole('button', { name: 'Previous testimonial' })).toBeEnabled();
    await expect
      .poll(() => track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41))
      .toBeLessThan(0);
  });

  test('a drag moves it as soon as it has scrolled into view', async ({ page }) => {
    // The carousel starts as it nears the screen (or on the first press in it), not at hydration: the visitor's
    // first gesture on it must move it all the same.
    await gotoHome(page);
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await nextFrames(page);
    const quote = carousel.getByRole('group', { name: '1 of 4' }).locator('blockquote');
    const box = (await quote.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.9, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 8 });
    await page.mouse.up();
    await expect(carousel.getByRole('button', { name: 'Previous testimonial' })).toBeEnabled();
  });

  test('author names link to their profiles in a new tab', async ({ page }) => {
    await gotoHome(page);
    const link = page.getByRole('link', { name: 'Maya Okafor (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', clientProfiles.mayaOkafor);
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test.describe('How It Works', () => {
  test('arriving at /#how-it-works scrolls to the four dated steps', async ({ page }) => {
    await gotoHome(page, '/#how-it-works');
    const section = page.locator('#how-it-works');
    await expect(section.getByRole('heading', { name: 'From first call to launch in 14 days' })).toBeInViewport();
    const steps = section.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    for (const [index, text] of ['Day 1', 'Days 2-4', 'Days 5-12', 'Days 13-14'].entries()) {
      await expect(steps.nth(index)).toContainText(text);
    }
    await expect(steps.first()).toHaveCSS('opacity', '1');
  });

  test('steps enter 0.2 s apart when scrolled into view, and not at all under reduced motion', async ({ page }) => {
    await gotoHome(page);
    const list = page.locator('#how-it-works-steps');
    await expect(list).toHaveAttribute('data-reveal', 'waiting');
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute('data-reveal', 'shown');
    const steps = list.locator('> li');
    await expect(steps.nth(0)).toHaveCSS('animation-name', 'fade-up');
    expect(await steps.evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay))).toEqual([
      '0s',
      '0.2s',
      '0.4s',
      '0.6s',
    ]);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await settled(page);
    await expect(list).not.toHaveAttribute('data-reveal');
    await list.scrollIntoViewIfNeeded();
    await expect(steps.nth(3)).toHaveCSS('opacity', '1');
    await expect(list).not.toHaveAttribute('data-reveal');
  });
});

test.describe('special offer popup', () => {
  test('opens once after 5 s, counts down while open, reopens from the header', async ({ page }) => {
    await loadWithPausedClock(page);
    const dialog = page.getByRole('dialog', { name: /Special Offer/ });
    const timer = dialog.getByRole('timer', { name: 'Offer ends in' });

    await expect(dialog).toBeHidden();
    await page.clock.runFor(4_900);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(100);
    await runClockUntilVisible(page, dialog);
    await expect(dialog.getByRole('heading')).toContainText('3 Social Media Videos');
    await expect(dialog).toBeFocused();
    await expect(timer).toHaveText('03Days00Hours00Minutes00Seconds');
    await page.clock.runFor(1_000);
    await expect(timer).toHaveText('02Days23Hours59Minutes59Seconds');
    await page.clock.runFor(61_000);
    await expect(timer).toHaveText('02Days23Hours58Minutes58Seconds');

    // The offer: three videos, $250 struck through, $100 for partner-tool users.
    await expect(dialog.getByRole('button', { name: /^Play video:/ })).toHaveCount(3);
    await expect(dialog.locator('s')).toHaveText('$250');
    await expect(dialog.getByText('$100', { exact: true })).toBeVisible();
    // The countdown is not a live region: screen readers are not told every second.
    expect(
      await timer.evaluate((element) => element.closest('[aria-live="polite"],[aria-live="assertive"]')),
    ).toBeNull();

    await dialog.getByRole('button', { name: 'Close offer' }).click();
    await expect(dialog).toBeHidden();
    // Once only: no automatic reopening; the countdown waits while closed.
    await page.clock.runFor(30_000);
    await expect(dialog).toBeHidden();

    const offerButton = page.getByRole('banner').getByRole('button', { name: 'Special Offer' });
    await offerButton.click();
    await expect(dialog).toBeVisible();
    await expect(timer).toHaveText('02Days23Hours58Minutes58Seconds');
    await page.clock.runFor(2_000);
    await expect(timer).toHaveText('02Days23Hours58Minutes56Seconds');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Radix gives focus back on a zero-delay timer, which the paused clock has to let run.
    await page.clock.runFor(50);
    await expect(offerButton).toBeFocused();
  });

  test('the header button opens it before the timer, and the timer then stays quiet', async ({ page }) => {
    await loadWithPausedClock(page);
    const dialog = page.getByRole('dialog', { name: /Special Offer/ });
    await page.getByRole('banner').getByRole('button', { name: 'Special Offer' }).click();
    await runClockUntilVisible(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.clock.runFor(10_000);
    await expect(dialog).toBeHidden();
  });

  test('its call to action opens the social profile in a new tab and closes the popup', async ({ page, context }) => {
    await loadWithPausedClock(page);
    await page.getByRole('banner').getByRole('button', { name: 'Special Offer' }).click();
    const dialog = page.getByRole('dialog', { name: /Special Offer/ });
    await runClockUntilVisible(page, dialog);
    const cta = dialog.getByRole('link', { name: 'Claim Your Offer (opens in a new tab)' });
    await expect(cta).toHaveAttribute('href', links.social);
    await expect(cta).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), cta.click()]);
    expect(tab.url()).toBe(links.social);
    await expect(dialog).toBeHidden();
  });

  test('the dialog code is not part of the first load', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await loadWithPausedClock(page);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await page.getByRole('banner').getByRole('button', { name: 'Special Offer' }).click();
    await runClockUntilVisible(page, page.getByRole('dialog'));
    expect(scripts.length).toBeGreaterThan(before);
  });
});

test.describe('accessibility', () => {
  test('axe: no violations with the popup closed and open @phone', async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHome(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Special Offer' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await animationsDone(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('axe: no violations with a service video dialog open', async ({ page }) => {
    test.setTimeout(60_000);
    await gotoHome(page);
    await page.getByRole('button', { name: 'Watch a sample: Product Demo Videos' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await animationsDone(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
