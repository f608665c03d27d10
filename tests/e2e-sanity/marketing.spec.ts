// What marketers change in Sanity reaches visitors with no deploy: a plan's price (through one instance, the
// other and nginx within 10 s), a plan's next price from its time with no webhook, a new FAQ answer, the offer
// switched off and on, an offer's start reached with no webhook (and its popup's delay), a new testimonial, the
// home page's words (on / and on the landing page that shows its process), a new client logo, the settings (the
// booking page, a profile, a claim the pages quote).
// Each document is changed in the fake query API, then the signed publish webhook tells the site.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { control, fakeDocument, newTestimonial, sendWebhook, urls } from './helpers';

test.beforeEach(async ({ request }) => {
  expect((await control(request, '/reset')).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await control(request, '/reset');
});

/** Milliseconds from `since` until `origin` + `path` answers with HTML that `check` accepts. */
async function seenAfter(
  request: APIRequestContext,
  origin: string,
  path: string,
  check: (html: string) => boolean,
  since: number,
) {
  await expect
    .poll(async () => check(await (await request.get(`${origin}${path}`)).text()), {
      timeout: 20_000,
      intervals: [200],
    })
    .toBe(true);
  return Date.now() - since;
}

/** The page's offer marker (the header's button is shown by CSS while the page has one). */
const hasOffer = (html: string) => /<span[^>]*\sdata-special-offer=/.test(html);

async function publish(request: APIRequestContext, doc: Record<string, unknown>, origin = urls.solo) {
  expect((await control(request, '/documents', doc)).ok()).toBe(true);
  const webhook = await sendWebhook(request, { _type: doc._type, _id: doc._id }, origin);
  expect(webhook.status()).toBe(200);
  return webhook.json();
}

test("a plan's new price shows on /pricing on both instances and through nginx within 10 s", async ({
  page,
  request,
}) => {
  const pricing = await fakeDocument(request, 'pricingPage');
  const [starter, ...rest] = pricing.plans as Record<string, unknown>[];
  const changed = { ...pricing, plans: [{ ...starter, price: '$549' }, ...rest] };
  expect(await (await request.get(`${urls.a}/pricing`)).text()).not.toContain('$549');

  const sent = Date.now();
  expect(await publish(request, changed, urls.a)).toMatchObject({ tags: ['pricing'], regenerating: ['/pricing'] });
  const took = await Promise.all(
    [urls.a, urls.b, urls.nginx].map((origin) =>
      seenAfter(request, origin, '/pricing', (html) => html.includes('$549'), sent),
    ),
  );
  for (const ms of took) expect(ms).toBeLessThan(10_000);

  await page.goto(`${urls.nginx}/pricing`);
  await expect(page.getByRole('article', { name: 'Starter' })).toContainText('$549');
  await expect(page.getByRole('article', { name: 'Starter' })).not.toContainText('$499');
});

test("a plan's next price a few seconds ahead: /pricing shows the old price before that time, the new one from it, with no webhook", async ({
  page,
  request,
}) => {
  const pricing = await fakeDocument(request, 'pricingPage');
  const [starter, ...rest] = pricing.plans as Record<string, unknown>[];
  const from = Date.now() + 10_000;
  // A word of the same publish, to know the page has taken it.
  const description = 'One polished product demo, for the page that gets the most visits.';
  const nextPrice = { price: '$579', from: new Date(from).toISOString() };
  await publish(request, { ...pricing, plans: [{ ...starter, description, nextPrice }, ...rest] });
  await seenAfter(request, urls.solo, '/pricing', (html) => html.includes(description), Date.now());

  // Before its time: the card's own price, and nothing of the next one in the page.
  await page.goto('/pricing');
  const starterCard = page.getByRole('article', { name: 'Starter' });
  await expect(starterCard).toContainText('$499');
  expect(await page.content()).not.toContain('$579');
  expect(Date.now()).toBeLessThan(from);

  // No webhook from here: the page's cached life ends at the change, and a visit after it regenerates the page.
  await expect
    .poll(async () => (await (await request.get(`${urls.solo}/pricing`)).text()).includes('$579'), {
      timeout: from - Date.now() + 10_000,
      intervals: [250],
    })
    .toBe(true);
  const late = Date.now() - from;
  expect(late).toBeGreaterThanOrEqual(0);
  expect(late).toBeLessThan(5_000);

  await page.goto('/pricing');
  await expect(starterCard).toContainText('$579');
  await expect(starterCard).toContainText('per video');
  await expect(starterCard).not.toContainText('$499');

  // Published back as it was: the page keeps what it shows until a publish, and the specs after this one read it.
  await publish(request, pricing);
  await seenAfter(request, urls.solo, '/pricing', (html) => !html.includes('$579'), Date.now());
});

test('a new FAQ answer shows on /pricing, in the accordion and in its FAQPage data', async ({ page, request }) => {
  const pricing = await fakeDocument(request, 'pricingPage');
  const item = {
    _key: 'faq-invoice',
    _type: 'faqItem',
    question: 'Can we pay by invoice?',
    answer: 'Yes: one invoice per video, due 14 days after delivery.',
  };
  await publish(request, { ...pricing, faq: [...(pricing.faq as unknown[]), item] });
  await seenAfter(request, urls.solo, '/pricing', (html) => html.includes(item.question), Date.now());

  await page.goto('/pricing');
  const question = page.getByRole('button', { name: item.question });
  // The page's goto returns once every button on it is React's (tests/e2e/fixtures.ts), the accordion's too.
  await question.click();
  await expect(page.getByText(item.answer)).toBeVisible();
  const faqData = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(faqData.some((json) => json.includes('"FAQPage"') && json.includes(item.answer))).toBe(true);
});

test('the offer switched off: no popup and no header button; on again, both are back', async ({ page, request }) => {
  const offer = await fakeDocument(request, 'specialOffer');
  const headerButton = page.getByRole('banner').getByRole('button', { name: 'Special Offer' });

  await publish(request, { ...offer, enabled: false });
  await seenAfter(request, urls.solo, '/', (html) => !hasOffer(html), Date.now());
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(headerButton).toBeHidden();
  await page.clock.fastForward(6_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await publish(request, { ...offer, headline: '5 Launch Clips', offerPrice: '$150' });
  await seenAfter(request, urls.solo, '/', hasOffer, Date.now());
  await page.goto('/');
  await expect(headerButton).toBeVisible();
  await headerButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('5 Launch Clips');
  await expect(dialog).toContainText('$150');
});

test('an offer with a real end date counts down to it, and is gone once it has passed', async ({ page, request }) => {
  const offer = await fakeDocument(request, 'specialOffer');
  const endsAt = new Date(Date.now() + 2 * 86_400_000 + 5 * 3_600_000).toISOString();
  await publish(request, { ...offer, endsAt });
  await seenAfter(request, urls.solo, '/', (html) => html.includes(endsAt), Date.now());
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Special Offer' }).click();
  // About two days and five hours left, not the three days of an offer without an end.
  const timer = page.getByRole('dialog').getByRole('timer');
  await expect(timer).toContainText(/02\s*Days/);
  const left = Number(await timer.getAttribute('data-seconds-left'));
  expect(left).toBeGreaterThan(2 * 86_400 + 4 * 3_600);
  expect(left).toBeLessThanOrEqual(2 * 86_400 + 5 * 3_600);

  await publish(request, { ...offer, endsAt: new Date(Date.now() - 60_000).toISOString() });
  await seenAfter(request, urls.solo, '/', (html) => !hasOffer(html), Date.now());
});

test('an offer starting in a few seconds shows from that time with no webhook, and opens after its own delay', async ({
  page,
  request,
}) => {
  const offer = await fakeDocument(request, 'specialOffer');
  const startsAt = Date.now() + 8_000;
  const headline = 'Launch Week Clips';
  await publish(request, { ...offer, headline, delaySeconds: 1, startsAt: new Date(startsAt).toISOString() });
  // Published: before its start the home page has no offer, as if it were switched off.
  await seenAfter(request, urls.solo, '/', (html) => !hasOffer(html), Date.now());
  expect(Date.now()).toBeLessThan(startsAt);

  // No webhook from here: the page's cached life ends at the start, and a visit after it regenerates the page.
  await expect
    .poll(async () => hasOffer(await (await request.get(`${urls.solo}/`)).text()), {
      timeout: startsAt - Date.now() + 10_000,
      intervals: [250],
    })
    .toBe(true);
  const late = Date.now() - startsAt;
  expect(late).toBeGreaterThanOrEqual(0);
  expect(late).toBeLessThan(5_000);

  // The popup opens by itself after the offer's 1 second, not the 5 of the code before.
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
  await page.goto('/');
  await expect(page.locator('#how-it-works-steps')).toHaveAttribute('data-reveal', 'waiting');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Special Offer' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: /Special Offer/ });
  await page.clock.runFor(900);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(100);
  for (let step = 0; step < 60 && !(await dialog.isVisible()); step++) await page.clock.runFor(50);
  await expect(dialog.getByRole('heading')).toContainText(headline);
});

test('a new testimonial shows in the home page carousel after its webhook', async ({ page, request }) => {
  const fresh = newTestimonial();
  expect(await publish(request, fresh)).toMatchObject({ tags: ['testimonials'], regenerating: ['/'] });
  await seenAfter(request, urls.solo, '/', (html) => html.includes(fresh.quote), Date.now());

  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await expect(carousel.getByRole('group')).toHaveCount(5);
  await expect(carousel.getByRole('link', { name: fresh.authorName })).toHaveAttribute('href', fresh.profileUrl);
});

test('a changed home page text shows on / after its webhook, and on the landing page that shows its process', async ({
  page,
  request,
}) => {
  const home = await fakeDocument(request, 'homePage');
  const published = (home.hero as { title: string }).title;
  const heroTitle = 'Demo videos that turn visitors into trials';
  const processTitle = 'From first call to launch in two weeks';
  const changed = {
    ...home,
    hero: { ...(home.hero as object), title: heroTitle },
    howItWorks: { ...(home.howItWorks as object), title: processTitle },
  };
  expect(await publish(request, changed)).toMatchObject({ tags: ['home-page'], regenerating: ['/'] });
  await seenAfter(request, urls.solo, '/', (html) => html.includes(heroTitle), Date.now());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle);
  await expect(page.locator('#how-it-works').getByRole('heading', { level: 2 })).toHaveText(processTitle);
  // The landing page's process sets no heading of its own: it takes the home page's, at its next regeneration.
  await seenAfter(request, urls.solo, '/webinar-offer', (html) => html.includes(processTitle), Date.now());
  // Published back as it was, so the specs after this one find the page's own words.
  await publish(request, home);
  await seenAfter(request, urls.solo, '/', (html) => html.includes(published), Date.now());
});

test('a new client logo shows first on the home page’s strip after its webhook, and on a landing page’s', async ({
  page,
  request,
}) => {
  const doc = await fakeDocument(request, 'clientLogos');
  const [first, ...rest] = doc.logos as Record<string, unknown>[];
  // A new client, put first, on a file already uploaded (the fake keeps the dataset's assets, not new uploads).
  const fresh = { ...first, _key: 'brightlane', name: 'Brightlane' };
  expect(await publish(request, { ...doc, logos: [fresh, first, ...rest] })).toMatchObject({
    tags: ['client-logos'],
    regenerating: ['/'],
  });
  await seenAfter(request, urls.solo, '/', (html) => html.includes('alt="Brightlane"'), Date.now());

  await page.goto('/');
  const strip = page.getByRole('group', { name: 'Trusted By' });
  await expect(strip.getByRole('img')).toHaveCount(16);
  await expect(strip.getByRole('img').first()).toHaveAttribute('alt', 'Brightlane');
  // The loop's copy follows, hidden from assistive technology.
  await expect(strip.locator('img')).toHaveCount(32);
  // A landing page's logos section read them under the same tag: its next visit regenerates it.
  await seenAfter(request, urls.solo, '/webinar-offer', (html) => html.includes('alt="Brightlane"'), Date.now());
});

test('new settings reach every page: the booking buttons and their shared words, the footer’s profile and a claim the pages quote', async ({
  page,
  request,
}) => {
  const settings = await fakeDocument(request, 'siteSettings');
  const bookingUrl = 'https://cal.com/launchframe/intro-call';
  const professionalNetworkUrl = 'https://www.linkedin.com/company/launchframe-studio';
  // The process's days, quoted by the pricing and about pages' documents as {process}.
  const claims = { ...(settings.claims as object), process: '11' };
  // The closing call's label where a page has none of its own (the layout's context, on every page).
  const bookingLabel = 'Plan my product video';
  expect(
    await publish(request, { ...settings, bookingUrl, bookingLabel, professionalNetworkUrl, claims }),
  ).toMatchObject({
    tags: ['site-settings'],
  });
  // A static page, a content page and the home page: the header's button is on each.
  for (const path of ['/about', '/pricing', '/'])
    await seenAfter(request, urls.solo, path, (html) => html.includes(`${bookingUrl}?utm_source=`), Date.now());
  const pricing = await (await request.get(`${urls.solo}/pricing`)).text();
  expect(pricing).toContain('the whole process takes 11 days');
  expect(pricing).not.toContain('takes 14 days');
  await seenAfter(request, urls.solo, '/video-production', (html) => html.includes(bookingLabel), Date.now());

  await page.goto('/about');
  await expect(page.getByText('Our process takes 11 days from the discovery call')).toBeAttached();
  const quote = page.getByRole('banner').getByRole('link', { name: /Get Quote/ });
  await expect(quote).toHaveAttribute(
    'href',
    new RegExp(`^${bookingUrl}\\?utm_source=launchframe\\.video&utm_medium=header&utm_campaign=`),
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Launchframe on LinkedIn/ })).toHaveAttribute(
    'href',
    professionalNetworkUrl,
  );
});
