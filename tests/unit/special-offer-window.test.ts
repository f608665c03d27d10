// The special offer's window and delay: live from its start until its end, its read cached only until the next of
// them (no webhook announces either), the popup's delay read from the document, and the Studio refusing an end
// that does not come after the start.
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { offerLifetime, shownOffer } from '@/lib/marketing/offer';
import { specialOfferQuery } from '@/lib/marketing/queries';
import { specialOfferSchema, type SpecialOfferDoc } from '@/lib/marketing/schemas';
import { specialOffer } from '@/sanity/schema-types/special-offer';
import { type Doc, storedDocuments, studioAccepts, studioRules, type StudioType } from '../fixtures/studio-rules';

const studioField = (name: string) => (specialOffer.fields as StudioType[]).find((field) => field.name === name)!;

const storedOffer = () => storedDocuments().find((doc) => doc._type === 'specialOffer')!;

/** The offer as the site reads it: the document through its query (groq-js), then its parser. */
const siteRead = async (doc: Doc): Promise<SpecialOfferDoc> =>
  specialOfferSchema.parse(await (await evaluate(parse(specialOfferQuery), { dataset: [doc] })).get());

const noon = Date.parse('2026-11-27T12:00:00Z');

describe('the offer’s window', () => {
  it('is not live before its start, is from it, and is not from its end', async () => {
    const offer = await siteRead({
      ...storedOffer(),
      startsAt: '2026-11-27T12:00:05Z',
      endsAt: '2026-11-28T12:00:00Z',
    });
    expect(offer.startsAt).toBe('2026-11-27T12:00:05Z');
    expect(shownOffer(offer, { now: noon })).toBeNull();
    expect(shownOffer(offer, { now: noon + 4_999 })).toBeNull();
    expect(shownOffer(offer, { now: noon + 5_000 })).toBe(offer);
    expect(shownOffer(offer, { now: Date.parse('2026-11-28T11:59:59Z') })).toBe(offer);
    expect(shownOffer(offer, { now: Date.parse('2026-11-28T12:00:00Z') })).toBeNull();
    // Switched off, its window does not matter.
    expect(shownOffer({ ...offer, enabled: false }, { now: noon + 5_000 })).toBeNull();
  });

  it('shows in an editor’s preview before its start and after its end, if switched on', async () => {
    const offer = await siteRead({
      ...storedOffer(),
      startsAt: '2026-11-27T12:00:05Z',
      endsAt: '2026-11-28T12:00:00Z',
    });
    expect(shownOffer(offer, { now: noon, preview: true })).toBe(offer);
    expect(shownOffer(offer, { now: Date.parse('2026-11-29T12:00:00Z'), preview: true })).toBe(offer);
    expect(shownOffer({ ...offer, enabled: false }, { now: noon, preview: true })).toBeNull();
  });

  it('keeps its read only until its start or its end, whichever comes next; the hourly default without either', () => {
    const window = (startsAt: string | null, endsAt: string | null) => ({ startsAt, endsAt });
    expect(offerLifetime(window('2026-11-27T12:00:05Z', '2026-11-27T12:30:00Z'), noon)).toBe(5);
    expect(offerLifetime(window('2026-11-27T11:00:00Z', '2026-11-27T12:30:00Z'), noon)).toBe(1_800);
    expect(offerLifetime(window(null, '2026-11-27T12:00:00.200Z'), noon)).toBe(1);
    expect(offerLifetime(window('2026-11-27T15:00:00Z', null), noon)).toBe(3_600);
    expect(offerLifetime(window('2026-11-27T11:00:00Z', '2026-11-27T11:30:00Z'), noon)).toBe(3_600);
    expect(offerLifetime(window(null, null), noon)).toBe(3_600);
  });

  it('the embedded offer is as before: no start, no end, live now, its read kept the hour', async () => {
    const offer = await siteRead(storedOffer());
    expect([offer.startsAt, offer.endsAt]).toEqual([null, null]);
    expect(shownOffer(offer)).toBe(offer);
    expect(offerLifetime(offer)).toBe(3_600);
  });
});

describe('the popup’s delay', () => {
  it('is read from the document, the embedded offer’s 5 seconds as before, and none is 5', async () => {
    expect((await siteRead(storedOffer())).delaySeconds).toBe(5);
    expect((await siteRead({ ...storedOffer(), delaySeconds: 12 })).delaySeconds).toBe(12);
    expect((await siteRead({ ...storedOffer(), delaySeconds: undefined })).delaySeconds).toBe(5);
  });

  it('is whole seconds from 0 to 60 in the Studio, which starts a new offer at 5, and on the site', async () => {
    const field = studioField('delaySeconds') as StudioType & { initialValue?: unknown };
    expect(field.type).toBe('number');
    expect(field.initialValue).toBe(5);
    expect([studioRules(field).min, studioRules(field).max, studioRules(field).required]).toEqual([0, 60, false]);
    expect((await siteRead({ ...storedOffer(), delaySeconds: 0 })).delaySeconds).toBe(0);
    expect((await siteRead({ ...storedOffer(), delaySeconds: 60 })).delaySeconds).toBe(60);
    for (const delaySeconds of [-1, 61, 2.5])
      await expect(siteRead({ ...storedOffer(), delaySeconds })).rejects.toThrow();
  });
});

describe('the Studio’s start and end', () => {
  const withWindow = (startsAt?: string, endsAt?: string) => ({ ...storedOffer(), startsAt, endsAt });

  it('refuses an end at or before the start, saying so', () => {
    const endsAt = studioRules(studioField('endsAt'));
    const refused = withWindow('2026-12-01T09:00:00Z', '2026-11-30T09:00:00Z');
    expect(endsAt.custom?.(refused.endsAt, { parent: refused })).toBe(
      'Set the end after the start: as it is, the offer would never show.',
    );
    expect(studioAccepts(specialOffer as StudioType, refused)).toBe(false);
    expect(studioAccepts(specialOffer as StudioType, withWindow('2026-12-01T09:00:00Z', '2026-12-01T09:00:00Z'))).toBe(
      false,
    );
  });

  it('takes an end after the start, either one alone, or neither', () => {
    for (const doc of [
      withWindow('2026-12-01T09:00:00Z', '2026-12-01T09:00:01Z'),
      withWindow('2026-12-01T09:00:00Z'),
      withWindow(undefined, '2026-12-01T09:00:00Z'),
      withWindow(),
    ])
      expect(studioAccepts(specialOffer as StudioType, doc)).toBe(true);
    expect(studioRules(studioField('startsAt')).required).toBe(false);
  });

  it('says what an offer without an end shows a visitor', () => {
    const { description } = studioField('endsAt') as StudioType & { description?: string };
    expect(description).toContain(
      'With none, the offer never ends: its countdown shows 3 days when the popup first opens, ticks only while the popup is open, and starts again from 3 days at every visit to the home page',
    );
  });
});
