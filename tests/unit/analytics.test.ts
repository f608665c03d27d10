// Analytics' pure parts: its configuration (off unless the site's domain is set; a deploy refuses a host
// visitors cannot reach), the booking links' tags, the web-vitals buckets, and the policies' texts for
// each setting. What the browser sends is tests/e2e/analytics.spec.ts.
import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { cookiePolicy } from '@/content/legal/cookie-policy';
import { legalDocumentFor, type LegalDocument } from '@/content/legal/document';
import { bookingSource, links } from '@/content/site';
import { bookingHref, campaignOf, planCta } from '@/lib/analytics/booking';
import { vitalBucket } from '@/lib/analytics/vitals';
import { analyticsConfigOf, assertDeployableAnalyticsHost, parseEnv } from '@/lib/env';
import { analyticsConnectOrigins, contentSecurityPolicy } from '@/lib/security-headers';

describe('analytics configuration', () => {
  it('is off without the site’s domain, and Plausible’s own host when only the domain is set', () => {
    expect(analyticsConfigOf(parseEnv({}))).toBeNull();
    expect(analyticsConfigOf(parseEnv({ NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'Launchframe.video' }))).toEqual({
      domain: 'launchframe.video',
      endpoint: 'https://plausible.io/api/event',
      countLocal: false,
    });
  });

  it('sends to a self-hosted Plausible, counting local visits only when that host is local', () => {
    const selfHosted = parseEnv({
      NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'launchframe.video',
      NEXT_PUBLIC_PLAUSIBLE_HOST: 'https://stats.launchframe.video/',
    });
    expect(analyticsConfigOf(selfHosted)).toMatchObject({ endpoint: 'https://stats.launchframe.video/api/event' });
    const local = parseEnv({
      NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'site.test',
      NEXT_PUBLIC_PLAUSIBLE_HOST: 'http://127.0.0.1:3191',
    });
    expect(analyticsConfigOf(local)).toMatchObject({ countLocal: true });
  });

  it.each([
    [
      { NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'https://launchframe.video' },
      /NEXT_PUBLIC_PLAUSIBLE_DOMAIN: must be the site's domain/,
    ],
    [{ NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'launchframe' }, /NEXT_PUBLIC_PLAUSIBLE_DOMAIN: must be the site's domain/],
    [
      { NEXT_PUBLIC_PLAUSIBLE_HOST: 'https://plausible.io' },
      /NEXT_PUBLIC_PLAUSIBLE_HOST: needs NEXT_PUBLIC_PLAUSIBLE_DOMAIN/,
    ],
    [
      { NEXT_PUBLIC_PLAUSIBLE_DOMAIN: 'a.video', NEXT_PUBLIC_PLAUSIBLE_HOST: 'ftp://x.io' },
      /NEXT_PUBLIC_PLAUSIBLE_HOST/,
    ],
  ])('refuses %j, naming the variable', (raw, message) => {
    expect(() => parseEnv(raw)).toThrow(message);
  });

  it('a deploy refuses an analytics host visitors cannot reach; the tests’ builds may use a local one', () => {
    const local = { NEXT_PUBLIC_PLAUSIBLE_HOST: 'http://127.0.0.1:3191' };
    expect(() => assertDeployableAnalyticsHost(local)).toThrow(/NEXT_PUBLIC_PLAUSIBLE_HOST: must be an https: URL/);
    expect(() => assertDeployableAnalyticsHost({ NEXT_PUBLIC_PLAUSIBLE_HOST: 'https://10.0.0.5' })).toThrow(
      /must not be a loopback or private address/,
    );
    expect(() => assertDeployableAnalyticsHost({ ...local, E2E_TEST_BUILD: '1' })).not.toThrow();
    expect(() =>
      assertDeployableAnalyticsHost({ NEXT_PUBLIC_PLAUSIBLE_HOST: 'https://stats.example.com' }),
    ).not.toThrow();
  });

  it('the policy lets pages reach the analytics host only when it is configured', () => {
    expect(analyticsConnectOrigins(undefined)).toEqual([]);
    const policy = contentSecurityPolicy({
      extraConnect: analyticsConnectOrigins('https://stats.example.com/api/event'),
    });
    expect(policy).toMatch(/connect-src [^;]*https:\/\/stats\.example\.com/);
    expect(contentSecurityPolicy()).not.toContain('stats.example.com');
  });
});

describe('booking links', () => {
  it('carry the site, the call to action and the page', () => {
    const href = new URL(bookingHref('hero', '/'));
    expect(`${href.origin}${href.pathname}`).toBe(links.booking);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      utm_source: bookingSource,
      utm_medium: 'hero',
      utm_campaign: 'home',
    });
    expect(new URL(bookingHref(planCta('Starter'), '/pricing/')).searchParams.get('utm_medium')).toBe('plan-starter');
  });

  it('name the page as a campaign', () => {
    expect(campaignOf('/')).toBe('home');
    expect(campaignOf('/blog/why-demo-videos-convert')).toBe('blog/why-demo-videos-convert');
    expect(campaignOf('/pricing/')).toBe('pricing');
  });
});

describe('vitalBucket', () => {
  it.each([
    ['LCP', 0, '0-500 ms'],
    ['LCP', 2500, '2000-2500 ms'],
    ['LCP', 2501, '2500-3000 ms'],
    ['LCP', 60_000, '> 10000 ms'],
    ['INP', 199, '100-200 ms'],
    ['CLS', 0, '0-0.01'],
    ['CLS', 0.1, '0.05-0.1'],
    ['CLS', 0.11, '0.1-0.15'],
    ['TTFB', 801, '800-1200 ms'],
  ] as const)('%s %d is %s', (name, value, bucket) => {
    expect(vitalBucket(name, value)).toBe(bucket);
  });
});

describe('the policies state what the deployment does', () => {
  const text = (document: LegalDocument) => JSON.stringify(document.sections);
  it('name Plausible, what it records and that it sets no cookie only with analytics on', () => {
    const on = text(legalDocumentFor(privacyPolicy, { analytics: true }));
    expect(on).toContain('We count visits with Plausible Analytics');
    expect(on).toContain('It sets no cookie and stores nothing on your device');
    expect(on).toContain('Global Privacy Control');
    expect(on).not.toContain('does not load Google Analytics or any other analytics');
    const off = text(legalDocumentFor(privacyPolicy, { analytics: false }));
    expect(off).not.toContain('Plausible');
    expect(off).toContain('does not load Google Analytics or any other analytics');
    expect(text(legalDocumentFor(cookiePolicy, { analytics: true }))).toContain(
      'We count visits with Plausible Analytics, which works without cookies',
    );
    expect(text(legalDocumentFor(cookiePolicy, { analytics: false }))).not.toContain('Plausible');
  });
});
