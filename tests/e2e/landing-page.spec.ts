// The embedded dataset's landing page in both builds (each reads it through its own content path: the server's
// reads of the content API, regenerated; the export's at build time): its sections in the marketer's order, its
// head, its booking calls' tags, its place in the sitemap; on load no policy violation, and on the desktop and the
// phone no layout shift and no axe violation. A made-up one-segment address, which the landing pages' route now
// matches on the server, is still the site's 404 page, in the HTML itself.
import { readFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { loadDataset } from '@/lib/content/dataset';
import { withDatasetClaims } from '../fixtures/dataset-claims';
import { axeViolations } from './axe';
import { cspErrors, watchViolations } from './csp-violations';
import { expect, test } from './fixtures';
import { recordLayoutShifts, settled } from './page-state';

type Section = {
  _type: string;
  eyebrow?: string;
  title?: string;
  heading?: string;
  buttonLabel?: string;
  note?: string;
  items?: { question: string; answer: string }[];
};
type RawLanding = {
  _type: string;
  slug: { current: string };
  seo?: { description?: string };
  _updatedAt: string;
  sections: Section[];
};
const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
const landing = (dataset as unknown as RawLanding[]).find((doc) => doc._type === 'landingPage')!;
/** The home page document's words, which the site's sections show where the landing page sets none. */
const home = dataset.find((doc) => doc._id === 'homePage') as unknown as {
  hero: { trustedByTitle: string };
  howItWorks: { title: string };
};
/** A text with its claims' placeholders filled from the settings, as the site's reader does. */
const filled = (text: string) => withDatasetClaims(text);
const path = `/${landing.slug.current}`;
const hero = landing.sections[0]!;
const cta = landing.sections.find((section) => section._type === 'callToActionSection')!;
const faq = landing.sections.find((section) => section._type === 'faqSection')!;
const stats = landing.sections.find((section) => section._type === 'statsSection')!;
/** The h2s in order: each section's own heading, or the site section's usual one. */
const sectionHeadings = landing.sections.slice(1).map((section) => {
  if (section._type === 'logosSection') return section.heading ?? filled(home.hero.trustedByTitle);
  if (section._type === 'processSection') return section.heading ?? filled(home.howItWorks.title);
  return section.heading ?? section.title!;
});

const isExport = (testInfo: TestInfo) => testInfo.project.name === 'export';

test('the landing page shows its sections in the marketer’s order, with its own head @export', async ({ page }) => {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(hero.title!);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(sectionHeadings);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(
    'Webinar offer',
  );
  // The figures' label, the small line above their heading.
  const figures = main.getByRole('region', { name: stats.title });
  await expect(figures.locator('p').first()).toHaveText(stats.eyebrow!);
  await expect(figures.getByText(stats.eyebrow!)).toBeVisible();
  // The closing call's line under its button.
  const closing = main.getByRole('region', { name: cta.title });
  await expect(closing.getByText(cta.note!)).toBeVisible();
  // The showcase's videos wait behind their facades.
  await expect(main.getByRole('button', { name: 'Play video: Highlight reel' })).toBeVisible();
  // The FAQ shows every answer with no click (the accordion is /pricing's alone).
  const answers = main.getByRole('region', { name: faq.title }).getByRole('definition');
  await expect(answers).toHaveText(faq.items!.map((item) => filled(item.answer)));
  for (const answer of await answers.all()) await expect(answer).toBeVisible();

  // The hero's title (no SEO title set) and the SEO description the marketer wrote.
  await expect(page).toHaveTitle(`${hero.title} | Launchframe`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', filled(landing.seo!.description!));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000${path}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
});

test('the landing page’s booking calls say which button and which page they came from @export', async ({ page }) => {
  await page.goto(path);
  const main = page.getByRole('main');
  for (const [medium, label] of [
    ['landing-hero', hero.buttonLabel!],
    ['landing-closing', cta.buttonLabel!],
  ] as const) {
    const link = main.getByRole('link', { name: `${label} (opens in a new tab)` });
    await expect(link).toHaveCount(1);
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.searchParams.get('utm_medium')).toBe(medium);
    expect(href.searchParams.get('utm_campaign')).toBe(landing.slug.current);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('the landing page is in the sitemap with the time it last changed @export', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(
    new RegExp(`<loc>http://localhost:3000${path}</loc>\\s*<lastmod>${landing._updatedAt.replace(/Z$/, '')}`),
  );
});

test(`${path}: no policy violation, no layout shift, no axe violation @phone @export`, async ({
  page,
  consoleErrors,
}, testInfo) => {
  const violations = await watchViolations(page);
  const shifts = await recordLayoutShifts(page);
  await page.goto(path);
  await settled(page);
  expect(violations).toEqual([]);
  expect(cspErrors(consoleErrors)).toEqual([]);
  // The export's markup is the server build's: what is on screen differs with the viewport, not the build.
  if (isExport(testInfo)) return;
  expect(await shifts()).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

// Without JavaScript, so what is checked is the HTML itself. On the server the landing pages' route renders the
// not-found page for the address; the export's host answers with its 404.html, as for any unknown address.
test('a made-up one-segment address is the site’s 404 page in the HTML, answered 404, noindex @export', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const address of ['/no-such-campaign', '/Webinar-Offer']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle('404: Page not found');
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    expect(robots.length).toBeGreaterThan(0);
    for (const content of robots) expect(content).toContain('noindex');
  }
  await context.close();
});

test('a made-up one-segment address stays the 404 page once scripts run, and logs its path @export', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/no-such-campaign');
  expect(response?.status()).toBe(404);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect
    .poll(() => consoleErrors.find((text) => text.startsWith('User attempted to access non-existent route:')))
    .toBe('User attempted to access non-existent route: /no-such-campaign');
  // The browser reports the document's own 404 status; nothing else may be logged.
  expect(consoleErrors.filter((text) => !text.includes('status of 404') && !text.startsWith('User attempted'))).toEqual(
    [],
  );
});
