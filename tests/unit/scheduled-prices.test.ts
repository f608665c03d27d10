// A plan's next price: the card shows it from its time on with nothing to publish then, the pricing read is kept
// only until the next change, the Studio takes a next price only with its text and its time (and says in the plan's
// row that it is scheduled), and the embedded plans are as before. Also: what the offer's Studio says of an offer
// without an end.
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { lifetimeUntilNext } from '@/lib/marketing/lifetime';
import { planInEffect, pricesInEffect, pricingLifetime } from '@/lib/marketing/prices';
import { pricingPageSchema, type StoredPricingPage } from '@/lib/marketing/schemas';
import {
  nextPriceNote,
  nextPriceTimeMessage,
  plan as planType,
  pricingPage,
  pricingPageQuery,
  textsQuotingPrice,
} from '@/sanity/schema-types/pricing-page';
import { specialOffer } from '@/sanity/schema-types/special-offer';
import {
  bothSides,
  type Doc,
  edit,
  siteReadsBy,
  storedDocuments,
  studioRules,
  type StudioType,
  testTextLimits,
} from '../fixtures/studio-rules';

const storedPricing = () => storedDocuments().find((doc) => doc._id === 'pricingPage')!;

/** The stored pricing page with Starter's next price. */
const withNextPrice = (nextPrice: Record<string, unknown>) => edit(storedPricing(), 'plans.0.nextPrice', nextPrice);

const noon = Date.parse('2026-11-27T12:00:00Z');
const scheduled = { price: '$549', from: '2026-11-27T12:00:05Z' };

/** The pricing page as the site reads it: the document through its query (groq-js), then its parser. */
const siteRead = async (doc: Doc): Promise<StoredPricingPage> =>
  pricingPageSchema.parse(await (await evaluate(parse(pricingPageQuery), { dataset: [doc] })).get());

const starterAt = async (doc: Doc, now: number) => {
  const { price, period } = pricesInEffect(await siteRead(doc), now).plans[0]!;
  return `${price} ${period ?? ''}`.trim();
};

describe('the price in effect', () => {
  it('is the plan’s own before the next price’s time, and the next price from that time on', async () => {
    const doc = withNextPrice(scheduled);
    expect(await starterAt(doc, noon)).toBe('$499 per video');
    expect(await starterAt(doc, noon + 4_999)).toBe('$499 per video');
    expect(await starterAt(doc, noon + 5_000)).toBe('$549 per video');
    expect(await starterAt(doc, Date.parse('2027-06-01T00:00:00Z'))).toBe('$549 per video');
  });

  it('takes the next price’s own period when it has one; without one, the plan’s stays', async () => {
    expect(await starterAt(withNextPrice({ ...scheduled, period: 'per month' }), noon + 5_000)).toBe('$549 per month');
    expect(await starterAt(withNextPrice({ ...scheduled, period: '' }), noon + 5_000)).toBe('$549 per video');
  });

  it('leaves a visitor nothing of the next price: the plan shown has no next price in it', async () => {
    const page = pricesInEffect(await siteRead(withNextPrice(scheduled)), noon);
    expect(page.plans[0]).not.toHaveProperty('nextPrice');
    expect(JSON.stringify(page)).not.toContain('$549');
  });

  it('changes only the plan that has a next price', async () => {
    const stored = await siteRead(withNextPrice(scheduled));
    const [, professional] = pricesInEffect(stored, noon + 5_000).plans;
    expect(professional).toEqual(planInEffect(stored.plans[1]!, noon));
    expect(professional!.price).toBe('Price on demand');
  });
});

describe('the pricing read’s lifetime', () => {
  const plansFrom = (...froms: (string | null)[]) => ({
    plans: froms.map((from) => ({ nextPrice: from === null ? null : { price: '$1', period: undefined, from } })),
  });

  it('ends at the next price change still ahead, in whole seconds; with none ahead, the hourly default', () => {
    expect(pricingLifetime(plansFrom('2026-11-27T12:00:05Z'), noon)).toBe(5);
    expect(pricingLifetime(plansFrom('2026-11-27T12:30:00Z', '2026-11-27T12:00:05Z'), noon)).toBe(5);
    expect(pricingLifetime(plansFrom('2026-11-27T11:00:00Z', '2026-11-27T12:30:00Z'), noon)).toBe(1_800);
    expect(pricingLifetime(plansFrom('2026-11-27T12:00:00.200Z'), noon)).toBe(1);
    expect(pricingLifetime(plansFrom('2026-11-27T15:00:00Z'), noon)).toBe(3_600);
    expect(pricingLifetime(plansFrom('2026-11-27T11:00:00Z'), noon)).toBe(3_600);
    expect(pricingLifetime(plansFrom(null, null), noon)).toBe(3_600);
  });

  it('counts no unreadable or missing time', () => {
    expect(lifetimeUntilNext(['not a time', null, undefined], noon)).toBe(3_600);
  });
});

describe('the embedded plans', () => {
  it('have no next price: Starter at $499 per video and Professional on demand, at any time, the read kept the hour', async () => {
    const stored = await siteRead(storedPricing());
    expect(stored.plans.map((plan) => plan.nextPrice)).toEqual([null, null]);
    for (const now of [noon, Date.parse('2030-01-01T00:00:00Z')])
      expect(pricesInEffect(stored, now).plans.map(({ price, period }) => [price, period])).toEqual([
        ['$499', 'per video'],
        ['Price on demand', undefined],
      ]);
    expect(pricingLifetime(stored)).toBe(3_600);
  });
});

describe('the Studio’s next price', () => {
  const pricing = bothSides({
    studio: pricingPage,
    sample: () => withNextPrice(scheduled),
    siteReads: siteReadsBy(pricingPageQuery, (result) => pricingPageSchema.safeParse(result).success),
  });
  const nextPriceField = () =>
    (planType as unknown as StudioType).fields!.find((field) => field.name === 'nextPrice')! as StudioType & {
      validation: unknown;
    };
  const subfield = (name: string) => nextPriceField().fields!.find((field) => field.name === name)!;

  it('is optional in both, and a plan with one passes both', async () => {
    await pricing.expectBoth(storedPricing(), true);
    await pricing.expectBoth(pricing.sample(), true);
  });

  it('needs its price (blank counts as missing) and its time, in both', async () => {
    expect(studioRules(subfield('price')).required).toBe(true);
    expect(studioRules(subfield('from')).required).toBe(true);
    for (const next of [{ from: scheduled.from }, { ...scheduled, price: '   ' }, { price: '$549' }, {}])
      await pricing.expectBoth(withNextPrice(next), false);
  });

  it('says the time is missing in the editor’s words', () => {
    const messages: unknown[] = [];
    const rule: Record<string, unknown> = new Proxy(
      {},
      {
        get: (_target, name) => (argument: unknown) => {
          if (name === 'error') messages.push(argument);
          return rule;
        },
      },
    );
    (subfield('from') as { validation: (rule: unknown) => unknown }).validation(rule);
    expect(messages).toEqual(['The time the new price takes effect.']);
    expect(messages).toEqual([nextPriceTimeMessage]);
  });

  it('takes a time already past, as both do: editors prepare ahead, nothing is checked against now', async () => {
    await pricing.expectBoth(withNextPrice({ ...scheduled, from: '2020-01-01T00:00:00Z' }), true);
  });

  testTextLimits(
    [
      ['plans.0.nextPrice.price', 30, true],
      ['plans.0.nextPrice.period', 30, false],
    ] as const,
    { named: '%s:', sides: () => pricing },
  );

  it('warns when another text of the page quotes the price that will change (the embedded SEO description does)', () => {
    const stored = storedPricing();
    expect(textsQuotingPrice(stored, '$499')).toBe(true);
    expect(textsQuotingPrice(edit(stored, 'seo.description', 'Video production pricing for SaaS.'), '$499')).toBe(
      false,
    );
    // A phrase is no figure: 'Price on demand' quoted nowhere else, and never warned of.
    expect(textsQuotingPrice(stored, 'Price on demand')).toBe(false);
    const warn = studioRules(nextPriceField()).custom!;
    const plan = (stored.plans as Doc[])[0]!;
    expect(warn(scheduled, { document: stored, parent: plan })).toMatch(/quotes the price above/);
    expect(warn(undefined, { document: stored, parent: plan })).toBe(true);
  });

  it('the plan’s row shows the next price and its time, so the editor sees it is scheduled', () => {
    expect(nextPriceNote({ price: '$549', from: '2026-12-01T09:00:00Z' }, 'per video', 'UTC')).toBe(
      '→ $549 per video from 1 Dec 2026, 09:00',
    );
    expect(nextPriceNote({ price: '$99', period: 'per month', from: '2026-12-01T09:00:00Z' }, 'per video', 'UTC')).toBe(
      '→ $99 per month from 1 Dec 2026, 09:00',
    );
    expect(nextPriceNote(undefined, 'per video')).toBe('');
    const { prepare } = (planType as unknown as { preview: { prepare: (value: object) => { subtitle: string } } })
      .preview;
    const row = prepare({ name: 'Starter', price: '$499', period: 'per video', nextPrice: scheduled, popular: true });
    expect(row.subtitle).toMatch(/^\$499 per video → \$549 per video from 27 Nov 2026, \d\d:\d\d · most popular$/);
    expect(prepare({ name: 'Starter', price: '$499', period: 'per video' }).subtitle).toBe('$499 per video');
  });
});

describe('the offer’s end in the Studio', () => {
  it('says what a visitor sees of an offer without an end: the countdown per visit, and the offer until switched off', () => {
    const endsAt = (specialOffer.fields as StudioType[]).find((field) => field.name === 'endsAt') as StudioType & {
      description: string;
    };
    expect(endsAt.description).toContain(
      'the popup and the header’s offer button stay until the offer is switched off (Show the offer)',
    );
  });
});
