// Landing pages take the blog's path on the Sanity-backed server build: a marketer publishes a new page, or moves
// one to another address, in Sanity (the local fake of its query API here) and the signed publish webhook makes it
// answer there, and the sitemap follow, with no deploy; one with its own booking link and campaign tag sends its
// booking buttons there with that tag. A made-up top-level address stays a 404 page, answered from the cached list
// of addresses without a query of its own. A page shows the pricing page's plans under its own heading, and the
// testimonials it chose in its order; one published to go live a few seconds later is a 404 page until then and
// there after it, with no webhook.
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { control, fakeDocument, fakeStats, sendWebhook } from './helpers';

const embedded = { _id: 'landing-webinar-offer', slug: 'webinar-offer' };
const moved = 'webinar-clips';
const fresh = { _id: 'landing-demo-day', slug: 'demo-day' };
const campaign = { _id: 'landing-spring-webinar', slug: 'spring-webinar' };
const plans = { _id: 'landing-webinar-plans', slug: 'webinar-plans' };
const scheduled = { _id: 'landing-launch-day', slug: 'launch-day' };

test.beforeEach(async ({ request }) => {
  expect((await control(request, '/reset')).ok()).toBe(true);
});

// The fake holds the dataset again; the site is told, so later specs find /webinar-offer where the build had it.
test.afterAll(async ({ request }) => {
  await control(request, '/reset');
  await sendWebhook(request, { _type: 'landingPage', _id: embedded._id, slug: embedded.slug, previousSlug: moved });
  await sendWebhook(request, { _type: 'landingPage', _id: fresh._id, slug: null, previousSlug: fresh.slug });
  await sendWebhook(request, { _type: 'landingPage', _id: campaign._id, slug: null, previousSlug: campaign.slug });
  await sendWebhook(request, { _type: 'landingPage', _id: plans._id, slug: null, previousSlug: plans.slug });
  await sendWebhook(request, { _type: 'landingPage', _id: scheduled._id, slug: null, previousSlug: scheduled.slug });
});

/** The page's status and HTML once `check` holds (the webhook regenerates it after answering). No redirect is
 * followed: an old address must answer for itself. */
async function eventually(
  request: APIRequestContext,
  path: string,
  check: (page: { status: number; html: string }) => boolean,
) {
  await expect
    .poll(
      async () => {
        const response = await request.get(path, { maxRedirects: 0 });
        return check({ status: response.status(), html: await response.text() });
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

/** The fake's count of answered queries but the redirect table's (which each instance reads every few seconds
 * on a request of any address), once it stops moving (a regeneration the last request started has ended). */
const pageQueries = async (request: APIRequestContext) => {
  const { queries, redirectReads } = await fakeStats(request);
  return queries - redirectReads;
};

async function quietQueryCount(request: APIRequestContext) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await pageQueries(request);
        const unchanged = now === last;
        last = now;
        return unchanged;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
  return last;
}

const inSitemap = (html: string, slug: string) => html.includes(`<loc>http://localhost:3000/${slug}</loc>`);

/** The site's not-found page in the HTML itself, answered 404. */
async function expectNotFoundPage(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await context.close();
}

test('a made-up top-level address is the 404 page, with no content query of its own', async ({
  browser,
  baseURL,
  request,
}) => {
  // The first one may read the list of addresses (or renew it); the rest find it cached.
  expect((await request.get('/no-such-campaign-0')).status()).toBe(404);
  const before = await quietQueryCount(request);
  for (let i = 1; i <= 5; i += 1) expect((await request.get(`/no-such-campaign-${i}`)).status()).toBe(404);
  expect((await pageQueries(request)) - before).toBe(0);
  await expectNotFoundPage(browser, baseURL, '/no-such-campaign-6');
});

test('a landing page published after the build answers at its address after its webhook, and is in the sitemap', async ({
  page,
  request,
}) => {
  const source = await fakeDocument(request, embedded._id);
  const sections = structuredClone(source.sections) as Record<string, unknown>[];
  const title = 'Book a demo day for your next launch';
  sections[0] = { ...sections[0], title };
  const doc = {
    ...source,
    _id: fresh._id,
    _updatedAt: new Date().toISOString(),
    title: 'Demo day',
    slug: { _type: 'slug', current: fresh.slug },
    sections,
  };
  expect((await control(request, '/documents', doc)).ok()).toBe(true);
  // Before the webhook the list of addresses is the build's: the address is not a page yet.
  expect((await request.get(`/${fresh.slug}`)).status()).toBe(404);

  const webhook = await sendWebhook(request, { _type: 'landingPage', _id: fresh._id, slug: fresh.slug });
  expect(webhook.status()).toBe(200);
  expect(await webhook.json()).toMatchObject({ tags: ['landing-pages', `landing-page:${fresh.slug}`] });
  await eventually(request, `/${fresh.slug}`, ({ status, html }) => status === 200 && html.includes(title));
  await eventually(
    request,
    '/sitemap.xml',
    ({ html }) => inSitemap(html, fresh.slug) && inSitemap(html, 'webinar-offer'),
  );

  await page.goto(`/${fresh.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const booking = page.getByRole('main').getByRole('link', { name: /Plan My Webinar Clips/ });
  expect(new URL((await booking.getAttribute('href'))!).searchParams.get('utm_campaign')).toBe(fresh.slug);
});

test('a landing page moved to another address answers there; the old address is a 404 page and leaves the sitemap', async ({
  browser,
  baseURL,
  request,
}) => {
  expect((await request.get(`/${embedded.slug}`)).status()).toBe(200);
  const source = await fakeDocument(request, embedded._id);
  expect((await control(request, '/documents', { ...source, slug: { _type: 'slug', current: moved } })).ok()).toBe(
    true,
  );
  const webhook = await sendWebhook(request, {
    _type: 'landingPage',
    _id: embedded._id,
    slug: moved,
    previousSlug: embedded.slug,
  });
  expect(webhook.status()).toBe(200);
  await eventually(
    request,
    `/${moved}`,
    ({ status, html }) => status === 200 && html.includes('Turn your next webinar into a month of content'),
  );
  await eventually(request, `/${embedded.slug}`, ({ status }) => status === 404);
  await expectNotFoundPage(browser, baseURL, `/${embedded.slug}`);
  await eventually(request, '/sitemap.xml', ({ html }) => inSitemap(html, moved) && !inSitemap(html, embedded.slug));
});

test('a landing page’s own booking link carries its own campaign tag', async ({ page, request }) => {
  const source = await fakeDocument(request, embedded._id);
  const bookingUrl = 'https://cal.com/launchframe/spring-webinar-call';
  const doc = {
    ...source,
    _id: campaign._id,
    _updatedAt: new Date().toISOString(),
    title: 'Spring webinar',
    slug: { _type: 'slug', current: campaign.slug },
    bookingUrl,
    campaign: 'spring_webinar-2027',
  };
  expect((await control(request, '/documents', doc)).ok()).toBe(true);
  const webhook = await sendWebhook(request, { _type: 'landingPage', _id: campaign._id, slug: campaign.slug });
  expect(webhook.status()).toBe(200);
  await eventually(request, `/${campaign.slug}`, ({ status }) => status === 200);

  await page.goto(`/${campaign.slug}`);
  // Every booking button of the page: the hero's and the call to action's.
  const hrefs = await page
    .getByRole('main')
    .locator('a[href*="utm_medium"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const described = hrefs.map((href) => {
    const url = new URL(href);
    return {
      link: `${url.origin}${url.pathname}`,
      medium: url.searchParams.get('utm_medium'),
      campaign: url.searchParams.get('utm_campaign'),
    };
  });
  expect(described).toEqual(
    ['landing-hero', 'landing-closing'].map((medium) => ({
      link: bookingUrl,
      medium,
      campaign: 'spring_webinar-2027',
    })),
  );
  // The header's booking button is the layout's, outside the page's sections: it goes there too, with the tag.
  const quote = page.getByRole('banner').getByRole('link', { name: /Get Quote/ });
  await expect
    .poll(async () => {
      const url = new URL((await quote.getAttribute('href'))!);
      return [`${url.origin}${url.pathname}`, url.searchParams.get('utm_medium'), url.searchParams.get('utm_campaign')];
    })
    .toEqual([bookingUrl, 'header', 'spring_webinar-2027']);
});

/** A copy of the embedded page at another address, published with its webhook. */
async function publishCopy(
  request: APIRequestContext,
  { _id, slug }: { _id: string; slug: string },
  change: (source: Record<string, unknown>) => Record<string, unknown>,
) {
  const source = await fakeDocument(request, embedded._id);
  const doc = {
    ...change(source),
    _id,
    _updatedAt: new Date().toISOString(),
    slug: { _type: 'slug', current: slug },
  };
  expect((await control(request, '/documents', doc)).ok()).toBe(true);
  const webhook = await sendWebhook(request, { _type: 'landingPage', _id, slug });
  expect(webhook.status()).toBe(200);
}

test('a pricing section shows the pricing page’s plans; two chosen testimonials show in the page’s order', async ({
  page,
  request,
}) => {
  const pricing = await fakeDocument(request, 'pricingPage');
  const heading = 'Two ways to turn your webinar into clips';
  const chosen = ['testimonial-kitewave', 'testimonial-pulsegrid']; // the fourth and the second, in that order
  await publishCopy(request, plans, (source) => {
    const sections = (source.sections as Record<string, unknown>[]).map((section) =>
      section._type === 'testimonialsSection'
        ? { ...section, testimonials: chosen.map((id) => ({ _key: id, _type: 'reference', _ref: id })) }
        : section,
    );
    const cta = sections.findIndex((section) => section._type === 'callToActionSection');
    sections.splice(cta, 0, {
      _key: 'pricing',
      _type: 'pricingSection',
      title: heading,
      lead: 'Both start with a call.',
    });
    return { ...source, title: 'Webinar plans', sections };
  });
  await eventually(request, `/${plans.slug}`, ({ status, html }) => status === 200 && html.includes(heading));

  await page.goto(`/${plans.slug}`);
  const pricingSection = page.getByRole('region', { name: heading });
  await expect(pricingSection.getByText('Both start with a call.')).toBeVisible();
  const shownPlans = pricing.plans as { name: string; price: string }[];
  await expect(pricingSection.getByRole('article')).toHaveCount(shownPlans.length);
  for (const plan of shownPlans)
    await expect(pricingSection.getByRole('article', { name: plan.name })).toContainText(plan.price);

  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await expect(carousel.getByRole('group')).toHaveCount(2);
  await expect(carousel.getByRole('group').nth(0)).toContainText('Tomas Lindqvist');
  await expect(carousel.getByRole('group').nth(1)).toContainText('Daniel Ruiz');
});

test('a landing page set to go live in a few seconds is a 404 page until then, and there after it with no webhook', async ({
  request,
}) => {
  const liveAt = Date.now() + 8_000;
  const title = 'Launch day: your webinar, cut into clips';
  await publishCopy(request, scheduled, (source) => {
    const sections = structuredClone(source.sections) as Record<string, unknown>[];
    sections[0] = { ...sections[0], title };
    return { ...source, title: 'Launch day', sections, liveFrom: new Date(liveAt).toISOString() };
  });
  // Published: before its time the address is the not-found page, and the sitemap leaves it out.
  const first = await request.get(`/${scheduled.slug}`, { maxRedirects: 0 });
  expect(first.status()).toBe(404);
  expect(await first.text()).not.toContain(title);
  expect(inSitemap(await (await request.get('/sitemap.xml')).text(), scheduled.slug)).toBe(false);
  expect(Date.now()).toBeLessThan(liveAt);

  // No webhook from here: the not-found answer's cached life ends at the page's time, and a visit after it
  // regenerates the page. No answer before the time may show it.
  let early = false;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/${scheduled.slug}`, { maxRedirects: 0 });
        const live = response.status() === 200 && (await response.text()).includes(title);
        if (live && Date.now() < liveAt) early = true;
        return live;
      },
      { timeout: liveAt - Date.now() + 10_000, intervals: [250] },
    )
    .toBe(true);
  expect(early).toBe(false);
  expect(Date.now() - liveAt).toBeLessThan(5_000);
  await eventually(request, '/sitemap.xml', ({ html }) => inSitemap(html, scheduled.slug));
});
