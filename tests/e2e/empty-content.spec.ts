// A new project's static export (tests/build-e2e.ts export-shape empty): the settings and the pages' words, and no
// post, category, case study, opening, landing page, testimonial or redirect. It builds, every page answers, the
// lists say in words that they are empty, no section is left empty, and no link leads nowhere.
import { readFileSync } from 'node:fs';
import { blogList } from '@/content/blog/copy';
import { testimonialsLabels } from '@/content/home';
import { exportPlaceholder } from '@/lib/export-placeholder';
import { shapeFolders } from '../fixtures/e2e-builds';
import { checkSiteLinks, sitemapPaths } from '../fixtures/link-check';
import { settled } from './page-state';
import { expect, test } from './fixtures';

const documents = readFileSync(shapeFolders('empty').dataset, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _type: string; [field: string]: unknown });
const careerPage = documents.find((doc) => doc._type === 'careerPage')!;
const caseStudiesPage = documents.find((doc) => doc._type === 'caseStudiesPage')!;

test.describe('a project with no posts, case studies, openings, landing pages or testimonials @empty', () => {
  test('the sitemap lists the pages that have something to show, and only those', async ({ baseURL }) => {
    const paths = await sitemapPaths(baseURL!);
    expect(paths).toEqual(expect.arrayContaining(['/', '/blog', '/case-studies', '/career', '/pricing']));
    expect(paths.filter((path) => /^\/(blog|case-studies)\/./.test(path))).toEqual([]);
    expect(paths.filter((path) => path.includes(exportPlaceholder))).toEqual([]);
  });

  test('every link on every page leads to a page, and every #fragment to its section', async ({ baseURL }) => {
    const { targets, broken } = await checkSiteLinks(baseURL!);
    expect(broken).toEqual([]);
    // The header, the footer and the pages' own links: not a crawl that found nothing.
    expect(targets).toBeGreaterThan(10);
  });

  test('the lists say in words that they are empty', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByText(blogList.empty)).toBeVisible();
    await page.goto('/case-studies');
    await expect(page.getByText(String(caseStudiesPage.listEmpty))).toBeVisible();
    await page.goto('/career');
    await expect(page.getByText(String(careerPage.noOpenings))).toBeVisible();
    // A carousel of nothing is no section: the home page leaves the testimonials out.
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('region', { name: testimonialsLabels.carouselLabel })).toHaveCount(0);
    await expect(page.locator('#testimonials')).toHaveCount(0);
  });

  test('every page loads and hydrates without an error', async ({ page, baseURL, consoleErrors }) => {
    for (const path of await sitemapPaths(baseURL!)) {
      await page.goto(path);
      await settled(page);
      expect(consoleErrors, path).toEqual([]);
    }
  });

  test('the feed is valid and empty, and the placeholders of empty routes are not found', async ({ request }) => {
    const feed = await request.get('/blog/feed.xml');
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain('<channel>');
    expect(xml).not.toContain('<item>');
    for (const path of [
      `/${exportPlaceholder}`,
      `/blog/page/${exportPlaceholder}`,
      `/blog/category/${exportPlaceholder}`,
      `/case-studies/${exportPlaceholder}`,
      `/og/posts/${exportPlaceholder}.png`,
      `/og/case-studies/${exportPlaceholder}.png`,
      '/blog/page/2',
    ])
      expect((await request.get(path)).status(), path).toBe(404);
  });
});
