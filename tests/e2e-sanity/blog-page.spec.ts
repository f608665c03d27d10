// The blog page document on the Sanity-backed server build: a marketer's new heading reaches /blog at once and the end
// of every post at its next regeneration, after the signed publish webhook; no deploy.
import { expect, test } from './fixtures';
import { control, fakeDocument, sendWebhook, urls } from './helpers';

test.beforeEach(async ({ request }) => {
  expect((await control(request, '/reset')).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await control(request, '/reset');
});

test('a changed blog page shows on /blog and at the end of a post after its webhook', async ({ page, request }) => {
  const blogPage = await fakeDocument(request, 'blogPage');
  const title = 'Field notes on SaaS video';
  const related = 'Read next';
  const changed = { ...blogPage, title, relatedTitle: related };
  expect((await control(request, '/documents', changed)).ok()).toBe(true);
  const webhook = await sendWebhook(request, { _type: 'blogPage', _id: 'blogPage' }, urls.solo);
  expect(await webhook.json()).toMatchObject({ tags: ['blog-page'], regenerating: ['/blog'] });

  const shows = (path: string, words: string) =>
    expect
      .poll(async () => (await (await request.get(`${urls.solo}${path}`)).text()).includes(words), {
        timeout: 20_000,
        intervals: [200],
      })
      .toBe(true);
  await shows('/blog', title);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await shows('/blog/feature-launch-video-playbook', related);
  await page.goto('/blog/feature-launch-video-playbook');
  await expect(page.getByRole('heading', { level: 2, name: related })).toBeVisible();

  // Published back as it was, so the specs after this one find the page's own words.
  expect((await control(request, '/documents', blogPage)).ok()).toBe(true);
  await sendWebhook(request, { _type: 'blogPage', _id: 'blogPage' }, urls.solo);
  await shows('/blog', 'Our Blog');
});
