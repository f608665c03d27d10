// Analytics with the server build's configuration (NEXT_PUBLIC_PLAUSIBLE_DOMAIN and _HOST, pointing at the
// local fake of Plausible's events API): each event a visitor's path causes arrives once with its
// properties, nothing loads or sends before the page is idle after load, nothing is stored in the
// browser, a browser asking not to be tracked sends nothing, and a failing or hanging analytics host
// changes nothing a visitor sees. The server build only: the tests' export has analytics off
// (analytics-off.spec.ts), and the export's policy for an analytics host is the same function the
// server's uses, unit-tested with and without one (tests/unit/analytics.test.ts).
import type { Page, Request } from '@playwright/test';
import { analyticsDomain } from '../fixtures/e2e-builds.ts';
import { analyticsOrigin, eventsArrived, expect, test } from './analytics';
import { video, submitLead } from './generators';
import { settled } from './page-state';
import { bookingSource, links } from '@/content/site';

const isEvent = (request: Request) => request.url() === `${analyticsOrigin}/api/event`;

/** The scripts the page fetched, each with the time its answer arrived, to see what came before the load event. */
function recordScripts(page: Page) {
  const scripts: { url: string; at: number; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), at: Date.now(), body: response.text().catch(() => '') });
  });
  return scripts;
}

const TRACKER_CODE = 'plausible.init() can only be called once'; // a string only Plausible's tracker holds

test('a visitor’s path arrives as events, only after the page is idle, with nothing stored', async ({
  page,
  context,
  analytics,
  consoleErrors,
}) => {
  const scripts = recordScripts(page);
  const firstEvent = page.waitForRequest(isEvent).then(() => Date.now());
  await page.goto('/');
  const loadedAt = await page.evaluate(
    () => performance.timeOrigin + performance.timing.loadEventEnd - performance.timing.navigationStart,
  );
  expect(await firstEvent).toBeGreaterThanOrEqual(Math.floor(loadedAt));
  // The tracker's code came after the load event, not with the page's startup scripts.
  for (const script of scripts.filter((entry) => entry.at < loadedAt))
    expect(await script.body, `${script.url} arrived before load`).not.toContain(TRACKER_CODE);
  expect(await Promise.all(scripts.map((script) => script.body))).toContainEqual(expect.stringContaining(TRACKER_CODE));

  // 'Get Quote' in the header: the booking page opens tagged, and the click is counted.
  const popup = page.waitForEvent('popup');
  await page.getByRole('banner').getByRole('link', { name: 'Get Quote (opens in a new tab)' }).click();
  const booking = new URL((await popup).url());
  expect(`${booking.origin}${booking.pathname}`).toBe(links.booking);
  expect(Object.fromEntries(booking.searchParams)).toEqual({
    utm_source: bookingSource,
    utm_medium: 'header',
    utm_campaign: 'home',
  });
  await (await popup).close();

  // A client navigation is a page view of its own; generating and copying a script are counted.
  await page.getByRole('contentinfo').getByRole('link', { name: 'YouTube Script Generator' }).click();
  await expect(page).toHaveURL(video.path);
  await eventsArrived(analytics, { pageview: 2 });
  await video.fill(page, video.subject);
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page.getByRole('region', { name: 'Generated script' })).toBeVisible();
  await submitLead(page, 'Copy', `ada.analytics.${analytics.scope}@example.com`);

  const events = await eventsArrived(analytics, {
    pageview: 2,
    'Booking click': 1,
    'Outbound Link: Click': 1,
    'Script generated': 1,
    'Lead captured': 1,
  });
  const origin = new URL(page.url()).origin;
  const byName = (name: string) => events.find((event) => event.name === name)!;
  expect(events.filter((event) => event.name === 'pageview').map((event) => event.url)).toEqual([
    `${origin}/`,
    `${origin}${video.path}`,
  ]);
  expect(byName('Booking click').props).toEqual({ page: '/', cta: 'header' });
  expect(byName('Outbound Link: Click').props.url).toBe(booking.href);
  expect(byName('Script generated').props).toEqual({ generator: 'youtube-script-generator', type: 'tutorial' });
  expect(byName('Lead captured').props).toEqual({ generator: 'youtube-script-generator', action: 'copy' });
  for (const event of events) {
    expect(event.domain).toBe(analyticsDomain);
    expect(event.cookie).toBeNull();
    expect(event.outcome).toBe('accepted');
  }

  // Nothing stored: no cookie, and no storage key but the site's own (the lead outbox, scroll positions).
  expect(await context.cookies()).toEqual([]);
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(keys.filter((key) => !key.startsWith('launchframe:'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the special offer, the ROI calculator, a missing page and the Core Web Vitals are counted', async ({
  page,
  analytics,
}) => {
  await page.goto('/');
  await settled(page);
  await page.getByRole('banner').getByRole('button', { name: 'Special Offer' }).click();
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /Claim Your Offer/ })
    .click();
  await (await popup).close();

  await page.goto('/pricing');
  await settled(page);
  const slider = page.getByRole('slider', { name: 'Time horizon' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // A slow interaction (web-vitals observes those over 40 ms), so INP has a value to report.
  await page.evaluate(() =>
    document.addEventListener('pointerdown', () => {
      const until = performance.now() + 80;
      while (performance.now() < until);
    }),
  );
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  // The visitor switches tabs: the page is hidden, and web-vitals reports what it held until then.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

  await page.goto('/no-such-page-for-analytics');
  await settled(page);

  const events = await eventsArrived(analytics, {
    pageview: 3,
    'Offer opened': 1,
    'Offer claimed': 1,
    'ROI calculator used': 1,
    '404': 1,
  });
  const props = (name: string) => events.filter((event) => event.name === name).map((event) => event.props);
  expect(props('Offer opened')).toEqual([{ trigger: 'header' }]);
  expect(props('404')).toEqual([{ path: '/no-such-page-for-analytics' }]);
  expect(props('Outbound Link: Click')).toEqual([{ url: links.social }]);

  await expect
    .poll(async () =>
      (await analytics.events())
        .filter((event) => event.name === 'Web Vitals')
        .map((e) => `${e.props.page} ${e.props.metric}`)
        .sort(),
    )
    .toEqual(
      expect.arrayContaining(['/ TTFB', '/ LCP', '/pricing TTFB', '/pricing LCP', '/pricing CLS', '/pricing INP']),
    );
  for (const vital of (await analytics.events()).filter((event) => event.name === 'Web Vitals')) {
    expect(vital.interactive).toBe(false);
    expect(['good', 'needs-improvement', 'poor']).toContain(vital.props.rating);
    expect(vital.props.value).toMatch(/^(\d+(\.\d+)?-\d+(\.\d+)?|> \d+(\.\d+)?)( ms)?$/);
  }
});

const optOuts = {
  'Global Privacy Control': { property: 'globalPrivacyControl', value: true },
  'Do Not Track': { property: 'doNotTrack', value: '1' },
};

for (const [signal, { property, value }] of Object.entries(optOuts)) {
  test(`a browser that asks not to be tracked (${signal}) gets no tracker and sends nothing`, async ({
    page,
    analytics,
  }) => {
    await page.addInitScript(
      ([name, answer]) => Object.defineProperty(Navigator.prototype, name, { get: () => answer, configurable: true }),
      [property, value] as const,
    );
    const scripts = recordScripts(page);
    const sent: string[] = [];
    page.on('request', (request) => isEvent(request) && sent.push(request.url()));
    await page.goto('/');
    await settled(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('link', { name: 'Get Quote (opens in a new tab)' }).click();
    await (await popup).close();
    await page.goto('/pricing');
    await settled(page);
    expect(sent).toEqual([]);
    expect(await analytics.events()).toEqual([]);
    for (const script of scripts) expect(await script.body, script.url).not.toContain(TRACKER_CODE);
  });
}

for (const fault of ['down', 'hang'] as const) {
  test(`an analytics host that ${fault === 'down' ? 'is down' : 'hangs'} changes nothing a visitor sees`, async ({
    page,
    analytics,
  }) => {
    await analytics.fail(fault);
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await page.goto(video.path);
    await settled(page, { network: false });
    const popup = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('link', { name: 'Get Quote (opens in a new tab)' }).click();
    await (await popup).close();
    await video.fill(page, video.subject);
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await expect(page.getByRole('region', { name: 'Generated script' })).toBeVisible();
    await submitLead(page, 'Copy', `ada.analytics-${fault}.${analytics.scope}@example.com`);
    await expect(page.getByText('Script Copied!')).toBeVisible();

    // The page's first event went alone and failed (or never got an answer): nothing followed it, and
    // nothing was retried, though the visitor's path caused seven more events.
    const attempts = await analytics.events();
    expect(attempts.map((attempt) => [attempt.name, attempt.outcome])).toEqual([['pageview', fault]]);
    // At most one console line, the browser's own note of the failed request.
    expect(messages.filter((message) => !message.startsWith('debug'))).toHaveLength(fault === 'down' ? 1 : 0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every booking link in the HTML says which call to action and which page it came from', async ({ page }) => {
    const pages = ['/', '/pricing', '/about', '/shorts', '/product-demo-videos', '/video-production', '/case-studies'];
    const seen = new Set<string>();
    for (const path of pages) {
      await page.goto(path);
      const hrefs = await page
        .locator(`a[href^="${links.booking}"]`)
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) {
        const tags = Object.fromEntries(new URL(href).searchParams);
        expect(tags, `${path}: ${href}`).toEqual({
          utm_source: bookingSource,
          utm_medium: expect.stringMatching(/^(header|hero|home-closing|pricing-closing|plan-[a-z0-9-]+|closing)$/),
          utm_campaign: path === '/' ? 'home' : path.slice(1),
        });
        seen.add(tags.utm_medium!);
      }
    }
    expect([...seen].sort()).toEqual(
      ['closing', 'header', 'hero', 'home-closing', 'plan-professional', 'plan-starter', 'pricing-closing'].sort(),
    );
  });
});
