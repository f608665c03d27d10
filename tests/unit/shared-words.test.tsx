// The words the settings give what many pages share (the booking button's label and note, the back link's, the
// pricing button's), the legal pages' effective date and the words around the ROI calculator (the pricing
// document's): today's, from the embedded dataset through the site's
// query and parser; a word a marketer changes is the word the pages show; a page's own words win.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LegalDocument } from '@/components/legal/legal-document';
import { PricingPage } from '@/components/pricing/pricing-page';
import { BackLink } from '@/components/services/back-link';
import { BookingCta } from '@/components/services/booking-cta';
import { ShortsPage } from '@/components/services/shorts-page';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { loadDataset, type Doc } from '@/lib/content/dataset';
import { siteSettingsSchema } from '@/lib/marketing/schemas';
import { getSiteSettings } from '@/lib/marketing/settings';
import { sharedWord, type SharedWords } from '@/lib/marketing/shared-words';

const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));

// The settings' reader queries the embedded dataset, uncached; a test swaps in an edited copy.
const source = vi.hoisted(() => ({ docs: [] as unknown[] }));
vi.mock('next/cache', () => ({ unstable_cache: <T,>(read: T) => read }));
vi.mock('@/lib/content/local-source', async () => (await import('../fixtures/local-source')).queryOver(source));
beforeEach(() => {
  source.docs = dataset;
});

const withSettings = (change: (doc: Doc) => Doc) =>
  dataset.map((doc) => (doc._id === 'siteSettings' ? change(structuredClone(doc)) : doc));

const cta = { title: 'Ready?', text: 'Talk to us.' };

describe('the settings hold today’s shared words', () => {
  it('through the site’s query and parser', async () => {
    const settings = await getSiteSettings();
    expect(settings).toMatchObject({
      bookingLabel: 'Get Your Free Video Growth Plan',
      bookingNote: 'Free 15-minute call · no obligation',
      backLabel: 'Back to Home',
      pricingLabel: 'View Pricing',
      legalEffectiveDate: '2025-06-01',
    });
  });

  it('the site refuses an effective date that is not a day', () => {
    const stored = dataset.find((doc) => doc._id === 'siteSettings')!;
    expect(siteSettingsSchema.safeParse({ ...stored, legalEffectiveDate: 'June 1, 2025' }).success).toBe(false);
    expect(siteSettingsSchema.safeParse({ ...stored, legalEffectiveDate: '2025-06-01' }).success).toBe(true);
  });
});

describe('the pages show the settings’ words where theirs are empty', () => {
  const words: SharedWords = {
    bookingLabel: 'Book a call',
    bookingNote: 'Fifteen minutes, no pitch',
    backLabel: 'Home page',
    pricingLabel: 'See the plans',
  };

  it('the closing call: the settings’ label, note and pricing button', () => {
    const html = renderToStaticMarkup(<BookingCta cta={{ ...cta, withPricing: true }} words={words} />);
    expect(html).toContain('Book a call');
    expect(html).toContain('Fifteen minutes, no pitch');
    expect(html).toContain('See the plans');
  });

  it('the closing call: the page’s own words win', () => {
    const html = renderToStaticMarkup(
      <BookingCta
        cta={{ ...cta, label: 'Plan my videos', note: 'No obligation', withPricing: true, pricingLabel: 'Prices' }}
        words={words}
      />,
    );
    expect(html).toContain('Plan my videos');
    expect(html).toContain('No obligation');
    expect(html).toContain('Prices');
    expect(html).not.toContain('Book a call');
    expect(html).not.toContain('Fifteen minutes');
    expect(html).not.toContain('See the plans');
  });

  it('no note in the settings or the page: no note line', () => {
    const html = renderToStaticMarkup(<BookingCta cta={cta} words={{ ...words, bookingNote: null }} />);
    expect(html).not.toContain('text-sm text-muted-on-ink');
  });

  it('the back link: the settings’ words, or the page’s own', () => {
    const backLink = (own?: string) => renderToStaticMarkup(<BackLink label={sharedWord(words, 'backLabel', own)} />);
    expect(backLink()).toMatch(/href="\/"[\s\S]*Home page/);
    expect(backLink('All stories')).toContain('All stories');
    expect(backLink('All stories')).not.toContain('Home page');
  });

  it('a changed word in the settings reaches a page that leaves its own empty, through the page’s read', async () => {
    source.docs = withSettings((doc) => ({ ...doc, bookingNote: 'Fifteen minutes, no pitch', backLabel: 'Home page' }));
    const html = renderToStaticMarkup(await ShortsPage({}));
    expect(html).toMatch(/href="\/"[^>]*>[\s\S]*?Home page<\/a>/);
    expect(html).toContain('Fifteen minutes, no pitch');
    expect(html).not.toContain('Back to Home');
    expect(html).not.toContain('Free 15-minute call · no obligation');
  });
});

describe('the legal pages’ effective date', () => {
  it('today’s, in words', async () => {
    const html = renderToStaticMarkup(await LegalDocument({ document: privacyPolicy }));
    expect(html).toContain('Effective <time dateTime="2025-06-01">June 1, 2025</time>');
  });

  it('a changed date in the settings is the date the pages show', async () => {
    source.docs = withSettings((doc) => ({ ...doc, legalEffectiveDate: '2026-07-04' }));
    const html = renderToStaticMarkup(await LegalDocument({ document: privacyPolicy }));
    expect(html).toContain('Effective <time dateTime="2026-07-04">July 4, 2026</time>');
  });
});

describe('the words around the ROI calculator are the pricing document’s', () => {
  it('a changed title, lead and disclaimer are what /pricing shows', async () => {
    source.docs = dataset.map((doc) =>
      doc._id === 'pricingPage'
        ? { ...doc, roiTitle: 'Your return', roiLead: 'Slide away.', roiDisclaimer: 'Only an estimate.' }
        : doc,
    );
    const html = renderToStaticMarkup(await PricingPage({}));
    expect(html).toContain('Your return');
    expect(html).toContain('Slide away.');
    expect(html).toContain('Only an estimate.');
    expect(html).not.toContain('ROI Calculator');
  });
});
