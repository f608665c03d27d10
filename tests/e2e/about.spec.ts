// /about: story, mission, co-founders and their profile links, values, 'Why Choose', FAQ + JSON-LD.
import { bookingHref } from '@/lib/analytics/booking';
import { aboutPage } from '../fixtures/embedded-content';
import { expect, test } from './fixtures';
import { jsonLdOfType } from './json-ld';
import { videoHostRequests } from './video-hosts';

const { founders, faq: aboutFaq } = aboutPage;

test('tells the story and mission and shows both co-founders with profile links in a new tab', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: aboutPage.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: aboutPage.story.title })).toBeVisible();
  await expect(page.getByText(aboutPage.mission.text)).toBeVisible();
  expect(founders).toHaveLength(2);
  for (const founder of founders) {
    const card = page.getByRole('article', { name: founder.name });
    await expect(card.getByText(founder.role)).toBeVisible();
    await expect(card.getByText(founder.bio)).toBeVisible();
    const profile = card.getByRole('link', { name: new RegExp(founder.profileLabel) });
    await expect(profile).toHaveAttribute('href', founder.profileUrl);
    await expect(profile).toHaveAttribute('target', '_blank');
    await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(profile).toContainText('(opens in a new tab)');
    expect(founder.profileUrl).toMatch(/^https:\/\//);
  }
});

test('lists the three values, the specialisation and the three guarantees', async ({ page }) => {
  await page.goto('/about');
  for (const value of ['Results-Driven', 'Client-Centric', 'Excellence']) {
    await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
  }
  const why = page.getByRole('region', { name: /^Why Choose/ });
  await expect(why.getByRole('heading', { name: aboutPage.whyChoose.specialisation.title })).toBeVisible();
  for (const [value, title] of [
    ['30-day', 'results guarantee'],
    ['14-day', 'turnaround'],
    ['Unlimited', 'revisions'],
  ]) {
    const item = why.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item).toContainText(value!);
  }
});

test('shows the three FAQ answers and publishes the same three as FAQPage JSON-LD', async ({ page, external }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: aboutPage.faqTitle })).toBeVisible();
  expect(aboutFaq).toHaveLength(3);
  for (const item of aboutFaq) {
    await expect(page.getByRole('term').filter({ hasText: item.question })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: item.answer })).toBeVisible();
  }
  const [faq, ...others] = await jsonLdOfType(page, 'FAQPage');
  expect(others).toHaveLength(0);
  expect(faq!['@context']).toBe('https://schema.org');
  expect(faq!.mainEntity).toEqual(
    aboutFaq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  );
  const [breadcrumbs] = await jsonLdOfType(page, 'BreadcrumbList');
  expect((breadcrumbs!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'About Us']);
  expect(videoHostRequests(external)).toEqual([]);
});

test('has its title, canonical and booking call to action in a new tab', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About Us | Launchframe');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/about');
  const booking = page.getByRole('main').getByRole('link', { name: /Get Your Free Video Growth Plan/ });
  await expect(booking).toHaveAttribute('href', bookingHref('closing', '/about'));
  await expect(booking).toHaveAttribute('target', '_blank');
  await expect(booking).toHaveAccessibleName('Get Your Free Video Growth Plan (opens in a new tab)');
});
