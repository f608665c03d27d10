// The blog past its first six posts, in both builds: the archive's pages, categories, and what a post holds
// beyond text (its categories, reading time, contents, images, a video behind its facade, calls to action and
// related reading). Expectations come from the embedded dataset, which both builds serve.
import { readFileSync } from 'node:fs';
import { postsPerPage } from '@/lib/blog/queries';
import { loadDataset } from '@/lib/content/dataset';
import { expect, test } from './fixtures';
import { scrollThrough, videoHostRequests, wistiaEmbedRequested } from './video-hosts';

type RawPost = {
  _id: string;
  _type: string;
  title: string;
  slug?: { current: string };
  publishedAt: string;
  categories?: { _ref: string }[];
};
type RawCategory = { _id: string; _type: string; title: string; slug: { current: string }; description?: string };
const docs = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
const posts = (docs as unknown as RawPost[])
  .filter((doc) => doc._type === 'post')
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const categories = (docs as unknown as RawCategory[]).filter((doc) => doc._type === 'category');
const pathOf = (post: RawPost) => `/blog/${post.slug?.current ?? post._id}`;
const inCategory = (category: RawCategory) =>
  posts.filter((post) => post.categories?.some((ref) => ref._ref === category._id));
const biggest = [...categories].sort((a, b) => inCategory(b).length - inCategory(a).length)[0]!;
const showcase = posts.find((post) => post._id === 'post-feature-launch-videos')!;

test('the dataset fills the archive: more than two pages of posts and a category with a second page', () => {
  expect(posts.length).toBeGreaterThan(2 * postsPerPage);
  expect(inCategory(biggest).length).toBeGreaterThan(postsPerPage);
});

test('/blog links every page of the archive and every topic; each archive page lists its six older posts @export', async ({
  page,
}) => {
  await page.goto('/blog');
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pages.locator('[aria-current="page"]')).toContainText('Page 1, this page');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog/page/2');
  await expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog/page/3');
  await expect(pages.getByRole('link', { name: /Older posts/ })).toHaveAttribute('href', '/blog/page/2');
  const topics = page.getByRole('list', { name: 'Browse by topic' });
  for (const category of categories)
    await expect(topics.getByRole('link', { name: category.title, exact: true })).toHaveAttribute(
      'href',
      `/blog/category/${category.slug.current}`,
    );

  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Latest posts' }).getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(posts.slice(6, 12).map((post) => post.title));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/blog/page/2');
  await expect(page).toHaveTitle('Blog, page 2 | Launchframe');
  const nav = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(nav.getByRole('link', { name: /Newer posts/ })).toHaveAttribute('href', '/blog');
  await expect(nav.locator('[aria-current="page"]')).toContainText('Page 2, this page');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }),
  ).toHaveAttribute('href', '/blog');

  await page.goto('/blog/page/3');
  await expect(page.getByRole('list', { name: 'Latest posts' }).getByRole('heading', { level: 2 })).toHaveText(
    posts.slice(12).map((post) => post.title),
  );
  await expect(page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: /Older/ })).toHaveCount(
    0,
  );
});

test('a page past the archive, page 1 and a malformed page number are not pages @export', async ({ page }) => {
  for (const path of ['/blog/page/4', '/blog/page/1', '/blog/page/02', '/blog/category/no-such-topic']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('a category page lists its posts with its own title and description, paginated like the archive @export', async ({
  page,
}) => {
  const listed = inCategory(biggest);
  await page.goto(`/blog/category/${biggest.slug.current}`);
  await expect(page.getByRole('heading', { level: 1, name: biggest.title })).toBeVisible();
  await expect(page.getByText(biggest.description!)).toBeVisible();
  await expect(page).toHaveTitle(`${biggest.title} | Launchframe`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', biggest.description!);
  const headings = page.getByRole('list', { name: 'Latest posts' }).getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(listed.slice(0, postsPerPage).map((post) => post.title));
  // The other topics stay one click away; this one is the page itself.
  const topics = page.getByRole('list', { name: 'Browse by topic' });
  await expect(topics.getByRole('link', { name: biggest.title, exact: true })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Blog pages' })
    .getByRole('link', { name: /Older posts/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/category/${biggest.slug.current}/page/2$`));
  await expect(headings).toHaveText(listed.slice(postsPerPage, 2 * postsPerPage).map((post) => post.title));
  await expect(page).toHaveTitle(`${biggest.title}, page 2 | Launchframe`);
});

test('a post shows its categories as links, its reading time, and its contents linking each section @export', async ({
  page,
}) => {
  await page.goto(pathOf(showcase));
  const article = page.getByRole('article', { name: showcase.title });
  const chips = article.getByRole('list', { name: 'Categories' }).getByRole('link');
  await expect(chips).toHaveCount(showcase.categories!.length);
  for (const ref of showcase.categories!) {
    const category = categories.find((candidate) => candidate._id === ref._ref)!;
    await expect(chips.filter({ hasText: category.title })).toHaveAttribute(
      'href',
      `/blog/category/${category.slug.current}`,
    );
  }
  await expect(article.locator('header').getByText(/^\d+ min read$/)).toHaveText('4 min read');

  const contents = page.getByRole('navigation', { name: 'In this post' });
  const links = contents.getByRole('link');
  await expect(links).toHaveCount(8);
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    // Each entry's anchor is a heading of the body that says the same.
    const heading = article.locator(`[id="${href.slice(1)}"]`);
    await expect(heading).toHaveText((await link.textContent())!);
    expect(await heading.evaluate((element) => element.tagName)).toMatch(/^H[23]$/);
  }
  await contents.getByRole('link', { name: 'Script the hero demo' }).click();
  await expect(page).toHaveURL(/#script-the-hero-demo$/);
  await expect(article.getByRole('heading', { name: 'Script the hero demo' })).toBeInViewport();

  // Short posts keep the old look: no contents.
  await page.goto('/blog/how-long-should-a-saas-demo-video-be');
  await expect(page.getByRole('navigation', { name: 'In this post' })).toHaveCount(0);
});

test('a post body shows its image with alt text and caption, sized and lazy @export', async ({ page }) => {
  await page.goto(pathOf(showcase));
  const figure = page.getByRole('figure').filter({ hasText: 'One recording session, several deliverables' });
  const image = figure.getByRole('img', { name: /A launch plan board/ });
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '800');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
});

test('a video in a post asks nothing of its host before play, then plays in place @export', async ({
  page,
  external,
}) => {
  await page.goto(pathOf(showcase));
  await scrollThrough(page);
  expect(videoHostRequests(external)).toEqual([]);
  const play = page.getByRole('button', { name: 'Play video: Launchframe product video showreel' });
  await expect(play).toBeVisible();
  await play.click();
  await expect.poll(() => wistiaEmbedRequested(external, 'p9r8o7d6u5')).toBe(true);
});

test('a post ends with the booking call and three related posts, the shared category first @export', async ({
  page,
}) => {
  await page.goto(pathOf(showcase));
  // The editor's call inside the body and the one every post ends on, each tagged with where it sits.
  const bodyCall = page.getByRole('link', { name: /Book a free discovery call/ });
  await expect(bodyCall).toHaveAttribute('href', /utm_medium=post-body/);
  const endCall = page.getByRole('region', { name: 'Want a video that does this for your product?' });
  await expect(endCall.getByRole('link', { name: /Get Your Free Video Growth Plan/ })).toHaveAttribute(
    'href',
    /utm_medium=post-end&utm_campaign=blog%2Ffeature-launch-video-playbook/,
  );
  const related = page.getByRole('list', { name: 'Related posts' }).getByRole('listitem');
  await expect(related).toHaveCount(3);
  const own = new Set(showcase.categories!.map((ref) => ref._ref));
  const shared = (post: RawPost) => post.categories!.filter((ref) => own.has(ref._ref)).length;
  const expected = posts
    .filter((post) => post._id !== showcase._id)
    .map((post, order) => ({ post, order }))
    .sort((a, b) => shared(b.post) - shared(a.post) || a.order - b.order)
    .slice(0, 3)
    .map(({ post }) => post.title);
  await expect(related.getByRole('heading', { level: 3 })).toHaveText(expected);
  // The back link stays where it was, at the top.
  await expect(page.getByRole('link', { name: 'Back to About' })).toHaveAttribute('href', '/about');
});
