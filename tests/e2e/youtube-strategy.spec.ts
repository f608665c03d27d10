// /youtube-strategy: five numbered company cases, each with its three parts, Final Thoughts,
// the call to action and the article's structured data.
import { expect, test } from './fixtures';

const companies = ['HubSpot', 'Ahrefs', 'Notion', 'Canva', 'Slack'];

test('has five numbered company sections, each with Strategy, Why it works and Top Content Types', async ({ page }) => {
  await page.goto('/youtube-strategy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/YouTube/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();

  const numbered = page.getByRole('heading', { level: 2, name: /^\d+\. / });
  await expect(numbered).toHaveText(companies.map((company, index) => new RegExp(`${index + 1}\\. ${company}$`)));

  for (const [index, company] of companies.entries()) {
    const section = page.getByRole('region', { name: `${index + 1}. ${company}` });
    await expect(section).toBeVisible();
    for (const part of ['Strategy', 'Why it works', 'Top Content Types']) {
      await expect(section.getByRole('heading', { level: 3, name: part, exact: true })).toBeVisible();
    }
    // Each part has substance: reasons under 'Why it works', several content types.
    expect(await section.getByRole('list').first().getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    expect(await section.getByRole('list').last().getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Final Thoughts' })).toBeVisible();
});

test('the call to action links to /pricing and /case-studies', async ({ page }) => {
  await page.goto('/youtube-strategy');
  const cta = page.getByRole('region', { name: /YouTube channel that brings in trials/ });
  await expect(cta.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute('href', '/case-studies');
  await expect(cta.getByRole('link', { name: /Pricing/ })).toHaveAttribute('href', '/pricing');
  // The call to action comes after Final Thoughts, at the end of the article.
  const finalThoughts = await page.getByRole('heading', { name: 'Final Thoughts' }).boundingBox();
  const viewCaseStudies = await cta.getByRole('link', { name: 'View Case Studies' }).boundingBox();
  expect(viewCaseStudies!.y).toBeGreaterThan(finalThoughts!.y);
});

test('the table of contents jumps to a company section', async ({ page }) => {
  await page.goto('/youtube-strategy');
  await page.getByRole('navigation', { name: 'In this article' }).getByRole('link', { name: 'Canva' }).click();
  await expect(page).toHaveURL(/#canva$/);
  await expect(page.getByRole('heading', { level: 2, name: '4. Canva' })).toBeInViewport();
});

test('has article metadata and Article structured data', async ({ page }) => {
  await page.goto('/youtube-strategy');
  await expect(page).toHaveTitle(/\| Launchframe$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/youtube-strategy');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Article');
  expect(article).toMatchObject({
    headline: await page.getByRole('heading', { level: 1 }).textContent(),
    datePublished: '2025-06-16',
    url: 'http://localhost:3000/youtube-strategy',
    articleSection: companies,
  });
});
