// Case studies and job openings take the blog's path on the Sanity-backed server build: an editor
// changes, adds, closes or previews them in Sanity (the local fake of its query API here) and the
// signed publish webhook shows the change on the site, with no deploy.
import type { APIRequestContext, Browser } from '@playwright/test';
import { pageScriptHashes } from '@/lib/inline-script-hashes';
import { cspPolicies, ownScriptsOnly } from '../e2e/csp-policies';
import { expect, test } from './fixtures';
import { control, fakeDocument, sendWebhook } from './helpers';

const tallyflow = { _id: 'case-study-tallyflow', slug: 'tallyflow', path: '/case-studies/tallyflow' };

test.beforeEach(async ({ request }) => {
  expect((await control(request, '/reset')).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await control(request, '/reset');
});

/** The text of a page's HTML, once `check` holds (the webhook regenerates it after answering). */
async function eventually(request: APIRequestContext, path: string, check: (html: string) => boolean) {
  await expect
    .poll(async () => check(await (await request.get(path)).text()), { timeout: 20_000, intervals: [250, 500, 1000] })
    .toBe(true);
}

test('a changed case study shows on its page and on the list after its webhook', async ({ page, request }) => {
  const study = await fakeDocument(request, tallyflow._id);
  const changed = {
    ...study,
    title: 'From screen recordings to a sales team that never sleeps',
    result: 'Trial sign-ups up in two weeks',
  };
  expect((await control(request, '/documents', changed)).ok()).toBe(true);
  // Before the webhook the cached pages stay as they were.
  expect(await (await request.get(tallyflow.path)).text()).not.toContain(changed.title);

  const webhook = await sendWebhook(request, { _type: 'caseStudy', _id: tallyflow._id, slug: tallyflow.slug });
  expect(webhook.status()).toBe(200);
  expect(await webhook.json()).toMatchObject({ tags: ['case-studies', 'case-study:tallyflow'] });
  await eventually(request, tallyflow.path, (html) => html.includes(changed.title));
  await eventually(request, '/case-studies', (html) => html.includes(changed.result));

  await page.goto(tallyflow.path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(changed.title);
  await page.goto('/case-studies');
  await expect(page.getByRole('article', { name: 'Tallyflow' })).toContainText(changed.result);
});

test('the case studies page’s words, published, show on the list and on every case study’s page after its webhook', async ({
  page,
  request,
}) => {
  const words = await fakeDocument(request, 'caseStudiesPage');
  const study = words.study as Record<string, unknown>;
  const changed = { ...words, title: 'Numbers our clients can show', study: { ...study, badge: 'Client Story' } };
  expect((await control(request, '/documents', changed)).ok()).toBe(true);

  const webhook = await sendWebhook(request, { _type: 'caseStudiesPage', _id: 'caseStudiesPage' });
  expect(webhook.status()).toBe(200);
  expect(await webhook.json()).toMatchObject({ tags: ['case-studies-page'] });
  await eventually(request, '/case-studies', (html) => html.includes(changed.title));
  // The study's page read the document under the same tag: it is regenerated on a visit.
  await eventually(request, tallyflow.path, (html) => html.includes('Client Story'));

  await page.goto('/case-studies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed.title);
  await page.goto(tallyflow.path);
  await expect(page.getByRole('main').getByText('Client Story', { exact: true })).toBeVisible();
});

test('a case study published after the build gets its page and its card; an unknown one is a 404 page', async ({
  browser,
  request,
}) => {
  const study = await fakeDocument(request, tallyflow._id);
  const fresh = {
    ...study,
    _id: 'case-study-brightlane',
    client: 'Brightlane',
    slug: { _type: 'slug', current: 'brightlane' },
    order: 5,
    title: 'A launch video that filled the waiting list',
  };
  expect((await control(request, '/documents', fresh)).ok()).toBe(true);
  expect((await sendWebhook(request, { _type: 'caseStudy', _id: fresh._id, slug: 'brightlane' })).status()).toBe(200);
  await eventually(request, '/case-studies', (html) => html.includes('Brightlane'));
  const response = await request.get('/case-studies/brightlane');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(fresh.title);
  // Its first render (the webhook's, or this request's): one policy, no 'unsafe-inline', exactly its own scripts.
  expect(ownScriptsOnly(html, cspPolicies(response.headersArray()), pageScriptHashes(html))).not.toBeNull();
  await expectNotFoundPage(browser, '/case-studies/no-such-study');
});

/** The site's not-found page in the HTML itself, answered 404. */
async function expectNotFoundPage(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await context.close();
}

test('a new opening shows on /career after its webhook, and a closed one leaves it', async ({ page, request }) => {
  const editor = await fakeDocument(request, 'job-video-editor');
  const motion = {
    ...editor,
    _id: 'job-motion-designer',
    title: 'Motion Designer',
    type: 'Part-time',
    order: 3,
    description: 'Design the animated explainers and GIF loops our clients put on their pricing pages.',
  };
  expect((await control(request, '/documents', motion)).ok()).toBe(true);
  expect((await sendWebhook(request, { _type: 'jobOpening', _id: motion._id })).status()).toBe(200);
  await eventually(request, '/career', (html) => html.includes('Motion Designer'));
  await page.goto('/career');
  await expect(page.getByRole('article', { name: 'Motion Designer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for this role: Motion Designer' })).toHaveAttribute(
    'href',
    'mailto:careers@launchframe.video?subject=Application%20for%20Motion%20Designer',
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Open roles: Video Editor \(full-time\), Content Strategist \(part-time\) and Motion Designer \(part-time\)\./,
  );

  expect((await control(request, '/documents', { ...editor, open: false })).ok()).toBe(true);
  expect((await sendWebhook(request, { _type: 'jobOpening', _id: editor._id })).status()).toBe(200);
  await eventually(request, '/career', (html) => !html.includes('Apply for this role: Video Editor'));
  await page.goto('/career');
  await expect(page.getByRole('article', { name: 'Video Editor' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Content Strategist' })).toBeVisible();
});

test('a draft case study is visible in the editors’ preview only', async ({ browser, baseURL, request }) => {
  const secret = 'case-study-preview-secret';
  await control(request, '/documents', {
    _id: 'drafts.preview-secret-case-study',
    _type: 'sanity.previewUrlSecret',
    secret,
    source: 'sanity/presentation',
    studioUrl: '/studio',
    _updatedAt: new Date().toISOString(),
  });
  const study = await fakeDocument(request, tallyflow._id);
  const draftTitle = 'A draft headline nobody outside the Studio sees';
  await control(request, '/documents', { ...study, _id: `drafts.${tallyflow._id}`, title: draftTitle });

  const editor = await browser.newContext({ baseURL });
  const page = await editor.newPage();
  const entered = await page.goto(
    `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-perspective=drafts&sanity-preview-pathname=${encodeURIComponent(tallyflow.path)}`,
  );
  expect(entered?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(draftTitle);
  await expect(page.getByRole('link', { name: /^exit/ })).toBeVisible();

  // A visitor at the same moment: the published page.
  const visitor = await request.get(tallyflow.path);
  expect(await visitor.text()).not.toContain(draftTitle);
  await editor.close();
});
