// The legal pages: title and effective date, numbered sections with a working table of contents,
// no cookies and no third-party requests on load, the terms' link to the privacy policy, and the
// providers' privacy / opt-out pages opening in a new tab.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const legalPages = [
  { path: '/privacy-policy', title: 'Privacy Policy', section: 'Your rights' },
  { path: '/terms-of-service', title: 'Terms of Service', section: 'Governing law and disputes' },
  { path: '/cookie-policy', title: 'Cookie Policy', section: 'What video players may set when you press play' },
];

/** The document body, without the header and footer (whose legal links share these names). */
const legalText = (page: Page, title: string) => page.getByRole('article', { name: title });

for (const legal of legalPages) {
  test(`${legal.path} shows its title, effective date and numbered sections @phone`, async ({
    page,
    context,
    external,
    isMobile,
  }) => {
    await page.goto(legal.path);
    await expect(page).toHaveTitle(`${legal.title} | Launchframe`);
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
    await expect(page.getByText('Effective June 1, 2025')).toBeVisible();
    await expect(page.locator('time[datetime="2025-06-01"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(legal.title)).toHaveAttribute(
      'aria-current',
      'page',
    );

    const headings = legalText(page, legal.title).getByRole('heading', { level: 2 });
    expect(await headings.count()).toBeGreaterThanOrEqual(8);
    await expect(headings.first()).toHaveText(/^1\. /);

    // The table of contents jumps to a section (on phones it is a disclosure to open first).
    const toc = page.getByRole('navigation', { name: 'On this page' });
    if (isMobile) {
      await expect(toc).toBeHidden();
      await page.locator('summary').filter({ hasText: 'On this page' }).click();
    }
    await toc.getByRole('link', { name: legal.section }).click();
    await expect(page).toHaveURL(/#[a-z-]+$/);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`\\d+\\. ${legal.section}$`) }),
    ).toBeInViewport();

    // No cookie banner is needed because nothing is stored and no third party is contacted.
    expect(await context.cookies()).toEqual([]);
    expect(external.urls).toEqual([]);
  });
}

test('the privacy policy names the controller, the legal bases, the rights and the CNPD', async ({ page }) => {
  await page.goto('/privacy-policy');
  const policy = legalText(page, 'Privacy Policy');
  await expect(policy.getByText(/sole proprietor .* established in Lisbon, Portugal/)).toBeVisible();
  await expect(policy.getByText(/Article 6\(1\)\(b\)/).first()).toBeVisible();
  for (const right of ['Access', 'Rectification', 'Erasure', 'Restriction', 'Portability', 'Objection']) {
    await expect(policy.getByRole('term').filter({ hasText: new RegExp(`^${right}$`) })).toBeVisible();
  }
  await expect(policy.getByText(/not directed at children under 16/)).toBeVisible();
  await expect(policy.getByText(/Comissão Nacional de Proteção de Dados \(CNPD\)/)).toBeVisible();
  await expect(policy.getByRole('link', { name: 'privacy@launchframe.video' }).first()).toHaveAttribute(
    'href',
    'mailto:privacy@launchframe.video',
  );
});

test('the privacy policy links the payment and analytics providers and the ad settings in a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/privacy-policy');
  const policy = legalText(page, 'Privacy Policy');
  const providerLinks = [
    { name: /^Stripe’s privacy policy/, href: 'https://stripe.com/privacy' },
    { name: /^Stripe’s Privacy Center/, href: 'https://stripe.com/legal/privacy-center' },
    { name: /^Google’s Analytics opt-out browser add-on/, href: 'https://tools.google.com/dlpage/gaoptout' },
    { name: /^how Google uses information/, href: 'https://policies.google.com/technologies/partner-sites' },
    { name: /^Google’s ad settings/, href: 'https://adssettings.google.com' },
  ];
  for (const { name, href } of providerLinks) {
    const link = policy.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    // Assistive technology is told the link opens a new tab.
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
  }

  // Following one really opens a second tab and leaves the policy where it was.
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    policy.getByRole('link', { name: /^Google’s ad settings/ }).click(),
  ]);
  await expect(popup).toHaveURL(/^https:\/\/adssettings\.google\.com/);
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test('the terms link to the privacy policy, and the link works', async ({ page }) => {
  await page.goto('/terms-of-service');
  const terms = legalText(page, 'Terms of Service');
  await expect(terms.getByText(/governed by Portuguese law/)).toBeVisible();
  const privacyLink = terms.getByRole('link', { name: 'Privacy Policy' }).first();
  await expect(privacyLink).toHaveAttribute('href', '/privacy-policy');
  await expect(privacyLink).not.toHaveAttribute('target', '_blank');
  await privacyLink.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('the cookie policy says no tracking cookies are set and lists what players and the lead outbox store', async ({
  page,
}) => {
  await page.goto('/cookie-policy');
  const policy = legalText(page, 'Cookie Policy');
  await expect(policy.getByRole('heading', { level: 2, name: /No tracking cookies, no banner/ })).toBeVisible();
  await expect(policy.getByRole('term').filter({ hasText: /^Lead outbox \(local storage/ })).toBeVisible();
  await expect(policy.getByRole('heading', { level: 3, name: /^Wistia/ })).toBeVisible();
  await expect(policy.getByRole('heading', { level: 3, name: /^YouTube/ })).toBeVisible();
  for (const cookie of ['YSC', 'VISITOR_INFO1_LIVE', 'VISITOR_PRIVACY_METADATA']) {
    await expect(policy.getByRole('term').filter({ hasText: new RegExp(`^${cookie}$`) })).toBeVisible();
  }
});
