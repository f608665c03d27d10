// /pricing: the ROI calculator (defaults, typing, slider keys, URL scenario, announcements),
// the plans, the FAQ accordion, keyboard-only use and opening at the top.
import type { Page } from '@playwright/test';
import { bookingHref, planCta } from '@/lib/analytics/booking';
import { expect, test } from './fixtures';

type Outputs = {
  roi: string;
  breakEven: string;
  breakEvenNote: string;
  totalReturn: string;
  additionalRevenue: string;
  lifetimeCac: string;
  totalCustomers: string;
};

/** The <dd>s of the figure whose <dt> reads exactly `label`. */
const figure = (page: Page, label: string) =>
  page.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

async function expectOutputs(page: Page, expected: Outputs) {
  await expect(figure(page, 'Return on investment').first()).toHaveText(expected.roi);
  await expect(figure(page, 'Break-even').nth(0)).toHaveText(expected.breakEven);
  await expect(figure(page, 'Break-even').nth(1)).toHaveText(expected.breakEvenNote);
  await expect(figure(page, 'Total return').first()).toHaveText(expected.totalReturn);
  await expect(figure(page, 'Additional revenue').first()).toHaveText(expected.additionalRevenue);
  await expect(figure(page, 'Lifetime CAC').first()).toHaveText(expected.lifetimeCac);
  await expect(figure(page, 'Total customers').first()).toHaveText(expected.totalCustomers);
}

/** A figure that cannot be computed: a dash on screen, 'not available' for screen readers. */
const NA = '—not available';

const investment = (page: Page) => page.getByRole('spinbutton', { name: 'Video investment' });
const lifetimeValue = (page: Page) => page.getByRole('spinbutton', { name: 'Customer lifetime value' });
const customers = (page: Page) => page.getByRole('slider', { name: 'Monthly customers from video' });
const lift = (page: Page) => page.getByRole('slider', { name: 'Conversion rate lift' });
const months = (page: Page) => page.getByRole('slider', { name: 'Time horizon' });

/** The slider's value as printed above it (the group's text starts with the label, then the value). */
async function expectShownValue(page: Page, label: string, shown: string) {
  await expect(page.getByRole('group', { name: label })).toHaveText(new RegExp(`^${label}\\s*${shown}`));
}

/** Failed responses for this page's own document and assets (console errors are checked apart
 * from 'Failed to load resource', which names no address). */
function ownFailures(page: Page) {
  const failed: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && (pathname.startsWith('/pricing') || pathname.startsWith('/_next/')))
      failed.push(response.url());
  });
  return failed;
}
const withoutResourceErrors = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

// Hand-computed in tests/unit/roi.test.ts ('the defaults').
const defaults: Outputs = {
  roi: '+14,300%',
  breakEven: '0.2 months',
  breakEvenNote: 'under 1 month',
  totalReturn: '$720,000',
  additionalRevenue: '$186,667',
  lifetimeCac: '$21',
  totalCustomers: '240',
};

test('the prerendered page and the hydrated calculator show the defaults', async ({ page, request, consoleErrors }) => {
  const failed = ownFailures(page);
  const html = await (await request.get('/pricing')).text();
  for (const attribute of [
    'value="5000"',
    'value="3000"',
    'aria-valuenow="10"',
    'aria-valuenow="35"',
    'aria-valuenow="24"',
  ]) {
    expect(html).toContain(attribute);
  }
  const text = html.replace(/<[^>]*>/g, '');
  for (const figure of ['+14,300%', '0.2 months', '$720,000', '$186,667']) expect(text).toContain(figure);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video that pays for itself');
  await expect(page.getByRole('heading', { level: 2, name: 'ROI Calculator' })).toBeVisible();
  await expect(investment(page)).toHaveValue('5000');
  await expect(lifetimeValue(page)).toHaveValue('3000');
  await expect(customers(page)).toHaveAttribute('aria-valuenow', '10');
  await expect(lift(page)).toHaveAttribute('aria-valuenow', '35');
  await expect(months(page)).toHaveAttribute('aria-valuenow', '24');
  await expect(months(page)).toHaveAttribute('aria-valuetext', '24 months');
  await expectShownValue(page, 'Monthly customers from video', '10');
  await expectShownValue(page, 'Conversion rate lift', '35%');
  await expectShownValue(page, 'Time horizon', '24 months');
  await expect(months(page)).toBeVisible();
  await expectOutputs(page, defaults);
  expect(new URL(page.url()).search).toBe('');
  expect(withoutResourceErrors(consoleErrors)).toEqual([]);
  expect(failed).toEqual([]);
});

test('typing and slider keys update every output', async ({ page }) => {
  await page.goto('/pricing');
  await expectOutputs(page, defaults);

  // Investment 12,000: CAC 50, ROI 708,000 / 12,000 = 5,900 %, break-even 12,000 / 30,000 = 0.4.
  await investment(page).fill('12000');
  await expectOutputs(page, { ...defaults, roi: '+5,900%', breakEven: '0.4 months', lifetimeCac: '$50' });

  // LTV 1,500: return 360,000; additional 62.22 × 1,500 = 93,333; ROI 2,900 %; 12,000 / 15,000 = 0.8.
  await lifetimeValue(page).fill('1500');
  await expectOutputs(page, {
    ...defaults,
    roi: '+2,900%',
    breakEven: '0.8 months',
    totalReturn: '$360,000',
    additionalRevenue: '$93,333',
    lifetimeCac: '$50',
  });

  // Customers: PageUp is 10 steps, Shift+Arrow 10 steps, Arrow 1 step, End/Home jump.
  await customers(page).focus();
  await page.keyboard.press('PageUp');
  await expect(customers(page)).toHaveAttribute('aria-valuenow', '20');
  await expectShownValue(page, 'Monthly customers from video', '20');
  await page.keyboard.press('End');
  await expect(customers(page)).toHaveAttribute('aria-valuenow', '50');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(customers(page)).toHaveAttribute('aria-valuenow', '40');
  await page.keyboard.press('PageDown');
  await expect(customers(page)).toHaveAttribute('aria-valuenow', '30');
  await page.keyboard.press('ArrowLeft');
  await expect(customers(page)).toHaveAttribute('aria-valuenow', '29');
  await page.keyboard.press('Home');
  await expect(customers(page)).toHaveAttribute('aria-valuenow', '1');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(customers(page)).toHaveAttribute('aria-valuenow', '12');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(customers(page)).toHaveAttribute('aria-valuenow', '20');

  // Lift: 35 → PageUp 85 → Shift+ArrowLeft 35 → five steps of 5 → 60.
  await lift(page).focus();
  await page.keyboard.press('PageUp');
  await expect(lift(page)).toHaveAttribute('aria-valuenow', '85');
  await expectShownValue(page, 'Conversion rate lift', '85%');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(lift(page)).toHaveAttribute('aria-valuenow', '35');
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
  await expect(lift(page)).toHaveAttribute('aria-valuenow', '60');

  // Months: End 60, Home 6, then five steps of 6 → 36.
  await months(page).focus();
  await page.keyboard.press('End');
  await expect(months(page)).toHaveAttribute('aria-valuenow', '60');
  await expectShownValue(page, 'Time horizon', '60 months');
  await page.keyboard.press('Home');
  await expect(months(page)).toHaveAttribute('aria-valuenow', '6');
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowUp');
  await expect(months(page)).toHaveAttribute('aria-valuetext', '36 months');

  // 12,000 / 1,500 / 20 / 60 % / 36: the 'mid-range scenario' of the unit tests.
  await expectOutputs(page, {
    roi: '+8,900%',
    breakEven: '0.4 months',
    breakEvenNote: 'under 1 month',
    totalReturn: '$1,080,000',
    additionalRevenue: '$405,000',
    lifetimeCac: '$17',
    totalCustomers: '720',
  });
});

test('empty, zero and negative amounts read as defined, never NaN, Infinity or -$0', async ({ page }) => {
  await page.goto('/pricing');
  const calculator = page.locator('section', { has: page.getByRole('heading', { name: 'ROI Calculator' }) });

  await investment(page).fill('');
  await expect(calculator.getByText('Counted as $0.')).toHaveCount(1);
  await expectOutputs(page, {
    ...defaults,
    roi: NA,
    breakEven: NA,
    breakEvenNote: 'nothing to recover',
    lifetimeCac: '$0',
  });

  await investment(page).fill('-5000');
  await expect(calculator.getByText('Counted as $0.')).toHaveCount(1);
  await expectOutputs(page, {
    ...defaults,
    roi: NA,
    breakEven: NA,
    breakEvenNote: 'nothing to recover',
    lifetimeCac: '$0',
  });

  await investment(page).fill('5000');
  await expect(calculator.getByText('Counted as $0.')).toHaveCount(0);
  await lifetimeValue(page).fill('0');
  const noReturn = {
    roi: '-100%',
    breakEven: NA,
    breakEvenNote: 'not at this lifetime value',
    totalReturn: '$0',
    additionalRevenue: '$0',
  };
  await expectOutputs(page, { ...defaults, ...noReturn });
  await expect(calculator).not.toHaveText(/NaN|Infinity|-\$0\b/);

  await lifetimeValue(page).fill('-3000');
  await expect(calculator.getByText('Counted as $0.')).toHaveCount(1);
  await expectOutputs(page, { ...defaults, ...noReturn });
  await expect(calculator).not.toHaveText(/NaN|Infinity|-\$0\b/);

  await investment(page).fill('');
  await lifetimeValue(page).fill('');
  await expect(calculator.getByText('Counted as $0.')).toHaveCount(2);
  await expect(calculator).not.toHaveText(/NaN|Infinity|-\$0\b/);
});

test('the scenario round-trips through the URL without adding history entries @export', async ({
  page,
  consoleErrors,
}) => {
  const failed = ownFailures(page);
  // lift 999 is clamped to 100, months 'abc' is ignored.
  await page.goto('/pricing?investment=8000&customers=12&lift=999&months=abc&ltv=2500');
  await expect(investment(page)).toHaveValue('8000');
  await expect(lifetimeValue(page)).toHaveValue('2500');
  await expect(customers(page)).toHaveAttribute('aria-valuenow', '12');
  await expect(lift(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(months(page)).toHaveAttribute('aria-valuenow', '24');
  // 288 customers; CAC 27.78; extra 144 × 2,500; return 720,000; ROI 8,900 %; 8,000 / 30,000 = 0.27.
  await expectOutputs(page, {
    roi: '+8,900%',
    breakEven: '0.3 months',
    breakEvenNote: 'under 1 month',
    totalReturn: '$720,000',
    additionalRevenue: '$360,000',
    lifetimeCac: '$28',
    totalCustomers: '288',
  });
  // Nothing is rewritten until the visitor changes something.
  expect(new URL(page.url()).search).toBe('?investment=8000&customers=12&lift=999&months=abc&ltv=2500');
  const historyLength = await page.evaluate(() => window.history.length);

  await months(page).focus();
  await page.keyboard.press('End');
  await investment(page).fill('7000');
  await investment(page).fill('8000');
  await expect(page).toHaveURL(/\/pricing\?investment=8000&customers=12&lift=100&ltv=2500&months=60$/);
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);

  await page.reload();
  await expect(investment(page)).toHaveValue('8000');
  await expect(months(page)).toHaveAttribute('aria-valuenow', '60');
  await expectShownValue(page, 'Time horizon', '60 months');
  // 720 customers; CAC 11.11; extra 360 × 2,500; return 1,800,000; ROI 22,400 %.
  await expectOutputs(page, {
    roi: '+22,400%',
    breakEven: '0.3 months',
    breakEvenNote: 'under 1 month',
    totalReturn: '$1,800,000',
    additionalRevenue: '$900,000',
    lifetimeCac: '$11',
    totalCustomers: '720',
  });

  // Back to the defaults: the query goes away entirely.
  await months(page).focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await lift(page).focus();
  await page.keyboard.press('Shift+ArrowLeft');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(lift(page)).toHaveAttribute('aria-valuenow', '35');
  await customers(page).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await investment(page).fill('5000');
  await lifetimeValue(page).fill('3000');
  await expect(page).toHaveURL(/\/pricing$/);
  await expectOutputs(page, defaults);
  // No hydration mismatch from reading the query after the prerendered defaults.
  expect(withoutResourceErrors(consoleErrors)).toEqual([]);
  expect(failed).toEqual([]);
});

test('the headline is announced politely once the visitor pauses, not on every keystroke', async ({ page }) => {
  await page.goto('/pricing');
  const status = page.getByRole('status');
  await expect(status).toHaveText('');
  // Every text the live region is given, in order.
  await page.evaluate(() => {
    const region = document.querySelector('[role="status"]')!;
    const seen: string[] = [];
    (window as unknown as { announced: string[] }).announced = seen;
    new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });

  await investment(page).fill('');
  await investment(page).pressSequentially('9000', { delay: 120 });
  // 9,000: ROI 711,000 / 9,000 = 7,900 %; break-even 9,000 / 30,000 = 0.3.
  const message = 'Estimated return on investment +7,900% over 24 months. Break-even 0.3 months, under 1 month.';
  await expect(status).toHaveText(message);
  expect(await page.evaluate(() => (window as unknown as { announced: string[] }).announced)).toEqual([message]);

  // The figures themselves are not live regions (they would speak on every keystroke).
  const results = page.locator('div', { has: page.getByRole('heading', { name: 'Your estimated return' }) }).last();
  await expect(results.locator('[aria-live], [role="status"], output')).toHaveCount(0);
});

test('shows both plans with booking calls to action that open in a new tab', async ({ page }) => {
  await page.goto('/pricing');
  const starter = page.getByRole('article', { name: 'Starter' });
  await expect(starter).toContainText('$499');
  await expect(starter).toContainText('per video');
  for (const feature of [
    '1 product demo video, 30-60 seconds',
    'Basic animations',
    '2 revisions',
    '1080p',
    'Delivery in 7-10 days',
  ]) {
    await expect(starter.getByRole('listitem').filter({ hasText: feature })).toHaveCount(1);
  }
  await expect(starter).not.toContainText('Most Popular');
  // The marketer's note under the cards, in the plans' section.
  const plans = page.getByRole('region', { name: 'Plans', exact: true });
  await expect(
    plans.getByText('Prices exclude VAT. Not sure which plan fits? The discovery call is free.'),
  ).toBeVisible();

  const professional = page.getByRole('article', { name: 'Professional' });
  await expect(professional).toContainText('Price on demand');
  await expect(professional.getByText('Most Popular')).toBeVisible();
  for (const feature of [
    'Unlimited revisions',
    '4K',
    'Priority support',
    'Delivery in 3-5 days',
    'Script writing included',
  ]) {
    await expect(professional.getByRole('listitem').filter({ hasText: new RegExp(`^${feature}$`) })).toHaveCount(1);
  }

  for (const [card, name, plan] of [
    [starter, 'Book Your First Video (opens in a new tab)', 'Starter'],
    [professional, 'Get a Custom Quote (opens in a new tab)', 'Professional'],
  ] as const) {
    const cta = card.getByRole('link', { name });
    await expect(cta).toHaveAttribute('href', bookingHref(planCta(plan), '/pricing'));
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', /noopener/);
  }

  const finalCta = page.getByRole('link', { name: 'Get Your Free Video Growth Plan (opens in a new tab)' });
  await expect(finalCta).toHaveAttribute('href', bookingHref('pricing-closing', '/pricing'));
  await expect(finalCta).toHaveAttribute('target', '_blank');
});

test('FAQ: none open at first, one at a time, and an open one closes on click', async ({ page }) => {
  await page.goto('/pricing');
  const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Frequently asked questions' }) });
  const triggers = faq.getByRole('button');
  await expect(triggers).toHaveCount(6);
  for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  const formats = faq.getByRole('button', { name: 'In which format do you deliver the videos?' });
  const timing = faq.getByRole('button', { name: 'How long does a video take?' });
  await formats.click();
  await expect(formats).toHaveAttribute('aria-expanded', 'true');
  const answer = faq.getByRole('region', { name: 'In which format do you deliver the videos?' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('MP4');
  await expect(answer).toContainText('Professional clients can also get MOV and AVI exports');

  await timing.click();
  await expect(timing).toHaveAttribute('aria-expanded', 'true');
  await expect(formats).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await expect(faq.getByText('From the discovery call to launch, the whole process takes 14 days.')).toBeVisible();

  await timing.click();
  await expect(timing).toHaveAttribute('aria-expanded', 'false');
  for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('works with the keyboard alone', async ({ page }) => {
  await page.goto('/pricing');
  await expect(customers(page)).toBeVisible(); // hydrated
  // Tab from the top of the page to the first field.
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    if (await investment(page).evaluate((element) => element === document.activeElement)) break;
  }
  await expect(investment(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('9000');
  await page.keyboard.press('Tab');
  await expect(lifetimeValue(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(customers(page)).toBeFocused();
  await expect(customers(page)).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await expect(lift(page)).toBeFocused();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('Tab');
  await expect(months(page)).toBeFocused();
  await page.keyboard.press('Home');
  // 9,000 / 3,000 / 11 / 85 % / 6: 66 customers; CAC 136.36; extra 66 × 85/185 = 30.32 → 90,973;
  // return 198,000; ROI 189,000 / 9,000 = 2,100 %; break-even 9,000 / 33,000 = 0.27.
  await expectOutputs(page, {
    roi: '+2,100%',
    breakEven: '0.3 months',
    breakEvenNote: 'under 1 month',
    totalReturn: '$198,000',
    additionalRevenue: '$90,973',
    lifetimeCac: '$136',
    totalCustomers: '66',
  });

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Book Your First Video (opens in a new tab)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Get a Custom Quote (opens in a new tab)' })).toBeFocused();
  await page.keyboard.press('Tab');
  const formats = page.getByRole('button', { name: 'In which format do you deliver the videos?' });
  await expect(formats).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(formats).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const timing = page.getByRole('button', { name: 'How long does a video take?' });
  await expect(timing).toBeFocused();
  await page.keyboard.press('Space');
  await expect(timing).toHaveAttribute('aria-expanded', 'true');
  await expect(formats).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(timing).toHaveAttribute('aria-expanded', 'false');
});

test('opens at the top when reached from another page', async ({ page }) => {
  await page.goto('/career');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing & ROI' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('has its metadata and FAQPage structured data', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing & ROI Calculator | Launchframe');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/pricing');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\$499 per video/);
  const documents = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as { '@type': string }));
  const faq = documents.find((document) => document['@type'] === 'FAQPage') as
    { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
  expect(faq?.mainEntity).toHaveLength(6);
  expect(faq?.mainEntity[0]).toMatchObject({ name: 'In which format do you deliver the videos?' });
  expect(faq?.mainEntity[0]?.acceptedAnswer.text).toMatch(/MP4.*MOV and AVI/);
});
