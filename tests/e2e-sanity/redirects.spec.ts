// Redirects editors keep in Sanity, on the Sanity-backed server build: a redirect published in Sanity (the local
// fake of its query API here) answers at its old address within 10 s of its webhook on every instance — solo, the
// instance behind nginx its webhook reached, the other one, which learns of it through the revalidation times they
// share in Redis, and nginx itself — with the visitor's query passed on, and a removed one stops as quickly; a
// post's new slug leaves the redirect the Studio's publish action writes; the dataset's own redirect answers from
// the start.
import type { APIRequestContext } from '@playwright/test';
import { slugRedirectPlan } from '../../lib/redirects/slug-change';
import { expect, test } from './fixtures';
import { control, newPost, sendWebhook, urls } from './helpers';

test.beforeEach(async ({ request }) => {
  expect((await control(request, '/reset')).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await control(request, '/reset');
});

type Answer = { status: number; location: string | null };

/** What `origin` answers at `path`, its redirect not followed. */
async function answerAt(request: APIRequestContext, origin: string, path: string): Promise<Answer> {
  const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()['location'] ?? null };
}

/** Waits until every origin answers `expected` at `path`, each at most 10 s after `since` (the publish). */
async function everywhereWithin10s(
  request: APIRequestContext,
  origins: string[],
  path: string,
  expected: Answer,
  since: number,
) {
  await Promise.all(
    origins.map((origin) =>
      expect
        .poll(() => answerAt(request, origin, path), {
          message: `${origin}${path}`,
          timeout: Math.max(1_000, since + 10_000 - Date.now()),
          intervals: [250],
        })
        .toEqual(expected),
    ),
  );
}

const everyInstance = [urls.solo, urls.a, urls.b, urls.nginx];

/** The webhook of `event` to solo and through nginx (one of its two instances), at once; each answered 200. */
async function notify(request: APIRequestContext, event: Record<string, unknown>) {
  const webhooks = await Promise.all([urls.solo, urls.nginx].map((origin) => sendWebhook(request, event, origin)));
  for (const webhook of webhooks) expect(webhook.status()).toBe(200);
  return webhooks;
}

test('a redirect published in Sanity answers within 10 s on every instance and through nginx; a removed one stops', async ({
  request,
}) => {
  const permanent = {
    _id: 'redirect-e2e-launch-offer',
    _type: 'redirect',
    from: '/launch-offer',
    to: '/pricing?plan=pro',
    permanent: true,
  };
  const temporary = { _id: 'redirect-e2e-summer-sale', _type: 'redirect', from: '/summer-sale/', to: '/pricing' };
  // At a page's address: the page wins, as the export's hosts let a file win.
  const overPage = { _id: 'redirect-e2e-over-pricing', _type: 'redirect', from: '/pricing', to: '/about' };
  expect((await answerAt(request, urls.solo, '/launch-offer')).status).toBe(404);

  for (const redirect of [permanent, { ...temporary, permanent: false }, overPage])
    expect((await control(request, '/documents', redirect)).ok()).toBe(true);
  const published = Date.now();
  // Sanity's webhook reaches one instance of each deployment, at once: solo, and one of the two behind nginx.
  // Without a publish an instance reads the redirects once a minute only: the webhook is what makes it 10 s.
  const webhooks = await notify(request, { _type: 'redirect', _id: permanent._id });
  for (const webhook of webhooks) expect(await webhook.json()).toMatchObject({ tags: ['redirects'], regenerating: [] });

  await everywhereWithin10s(
    request,
    everyInstance,
    '/launch-offer?utm_source=newsletter&utm_campaign=spring',
    { status: 308, location: '/pricing?plan=pro&utm_source=newsletter&utm_campaign=spring' },
    published,
  );
  await everywhereWithin10s(request, everyInstance, '/summer-sale', { status: 307, location: '/pricing' }, published);
  for (const origin of everyInstance) expect((await answerAt(request, origin, '/pricing')).status, origin).toBe(200);
  const followed = await request.get('/launch-offer');
  expect(followed.status()).toBe(200);
  expect(new URL(followed.url()).pathname).toBe('/pricing');

  // All three removed, so that no instance keeps them for later specs (a read without a publish is a minute away).
  for (const { _id } of [permanent, temporary, overPage])
    expect((await request.delete(`${urls.control}/documents/${_id}`)).ok()).toBe(true);
  const removed = Date.now();
  await notify(request, { _type: 'redirect', _id: permanent._id });
  await everywhereWithin10s(request, everyInstance, '/launch-offer', { status: 404, location: null }, removed);
  await everywhereWithin10s(request, everyInstance, '/summer-sale', { status: 404, location: null }, removed);
});

test("a post's new slug: the old address answers 308 to the new one, which answers 200", async ({ request }) => {
  const before = 'redirects-before-the-rename';
  const after = 'redirects-after-the-rename';
  const post = newPost(before, 'A post that changes its address');
  // Solo, and through nginx the two instances sharing Redis; all at once, as Sanity sends them.
  const publish = async (...events: Record<string, unknown>[]) => {
    const origins = [urls.solo, urls.nginx];
    const answers = await Promise.all(
      events.flatMap((event) => origins.map((origin) => sendWebhook(request, event, origin))),
    );
    for (const answer of answers) expect(answer.status()).toBe(200);
  };
  expect((await control(request, '/documents', post)).ok()).toBe(true);
  await publish({ _type: 'post', _id: post._id, slug: before });
  await expect
    .poll(async () => (await answerAt(request, urls.solo, `/blog/${before}`)).status, { timeout: 20_000 })
    .toBe(200);

  // The editor publishes the new slug; the Studio's publish action writes the redirect it plans.
  const plan = slugRedirectPlan({
    type: 'post',
    id: post._id,
    publishedSlug: before,
    nextSlug: after,
    wasPublished: true,
  });
  expect(plan?.create).toMatchObject({ from: `/blog/${before}`, to: `/blog/${after}`, permanent: true });
  expect((await control(request, '/documents', { ...post, slug: { _type: 'slug', current: after } })).ok()).toBe(true);
  expect((await control(request, '/documents', plan!.create)).ok()).toBe(true);
  const published = Date.now();
  await publish(
    { _type: 'post', _id: post._id, slug: after, previousSlug: before },
    { _type: 'redirect', _id: plan!.create!._id },
  );

  await everywhereWithin10s(
    request,
    [urls.solo, urls.nginx],
    `/blog/${before}?ref=old-link`,
    { status: 308, location: `/blog/${after}?ref=old-link` },
    published,
  );
  for (const origin of [urls.solo, urls.nginx]) {
    await expect
      .poll(async () => (await answerAt(request, origin, `/blog/${after}`)).status, { timeout: 20_000 })
      .toBe(200);
    const page = await request.get(`${origin}/blog/${before}`);
    expect(new URL(page.url()).pathname).toBe(`/blog/${after}`);
    expect(await page.text()).toContain(post.title);
  }

  // Unpublished again, so later specs meet the blog as it was.
  for (const id of [post._id, plan!.create!._id])
    expect((await request.delete(`${urls.control}/documents/${id}`)).ok()).toBe(true);
  await publish(
    { _type: 'post', _id: post._id, slug: null, previousSlug: after },
    { _type: 'redirect', _id: plan!.create!._id },
  );
});

test("the dataset's redirect answers from the start: /demo-videos → /product-demo-videos", async ({ request }) => {
  // A restarted instance's first request waits at most 1 s for its first read: the next one has it.
  await everywhereWithin10s(
    request,
    everyInstance,
    '/demo-videos?utm_source=ad',
    { status: 308, location: '/product-demo-videos?utm_source=ad' },
    Date.now(),
  );
  expect((await answerAt(request, urls.solo, '/product-demo-videos')).status).toBe(200);
});
