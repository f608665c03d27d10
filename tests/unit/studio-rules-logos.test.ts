// The Studio refuses what the site would refuse, for the client logos' document: the document as the Studio stores
// it is published by the Studio (its validation, read by a recorder: tests/fixtures/studio-rules.ts) exactly when
// the site reads it (its query, run by groq-js, and its zod schema, derived from the Studio's), field by field.
import { readFileSync } from 'node:fs';
import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '@/lib/content/dataset';
import { clientLogosId } from '@/lib/marketing/logos/limits';
import { clientLogosQuery } from '@/lib/marketing/logos/queries';
import { clientLogosSchema } from '@/lib/marketing/logos/schemas';
import { clientLogos as studioType } from '@/sanity/schema-types/client-logos';
import { arrayMember, bothSides, type Doc, edit, siteReadsBy, type StudioType } from '../fixtures/studio-rules';

// The document as the import stores it: each file of public/logos/ uploaded, so its image refers to an asset.
const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
const stored = dataset.find((doc) => doc._id === clientLogosId.clientLogos) as Doc;
const assets = dataset.filter((doc) => doc._type === 'sanity.imageAsset');

/** The stored document, with a crop and a hotspot on the first logo: the optional parts filled in. */
const sample = (): Doc => {
  const doc = structuredClone(stored);
  const [first] = doc.logos as Doc[];
  first!.image = {
    ...(first!.image as Doc),
    crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0.05, right: 0.05 },
    hotspot: { _type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 0.9, height: 1 },
  };
  return doc;
};

const { expectBoth, rulesAt: studioRulesAt } = bothSides({
  studio: studioType,
  sample,
  siteReads: siteReadsBy(clientLogosQuery, (result) => clientLogosSchema.safeParse(result).success, assets),
});

/** `count` logos, each its own client and key, on the stored files in turn. */
const logos = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    ...((stored.logos as Doc[])[i % (stored.logos as Doc[]).length] as Doc),
    _key: `logo-${i}`,
    name: `Client ${i + 1}`,
  }));

describe('the client logos: one document, at the id its type names', () => {
  it('is a singleton the Studio knows by the same name', () => {
    expect(studioType.name).toBe('clientLogos');
    expect(clientLogosId.clientLogos).toBe('clientLogos');
  });

  it('the Studio compiles the type without an error', () => {
    const schema = createSchema({ name: 'default', types: [studioType] });
    const problems = (schema._validation ?? []).flatMap((group) =>
      group.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message),
    );
    expect(problems).toEqual([]);
  });

  it('the logo’s image takes a hotspot (and so a crop), which the site’s address follows', () => {
    const image = (studioType as unknown as StudioType).fields![0]!.of![0]!.fields!.find(
      (field) => field.name === 'image',
    ) as StudioType & { options?: { hotspot?: boolean } };
    expect(image.type).toBe('image');
    expect(image.options?.hotspot).toBe(true);
  });
});

describe('the Studio requires what the site requires', () => {
  it('the stored document, and with a crop and hotspot, passes both', async () => {
    await expectBoth(stored, true);
    await expectBoth(sample(), true);
  });

  it.each(['logos', 'logos.0.name', 'logos.0.image'])('%s: required by both', async (field) => {
    expect(studioRulesAt(field).required).toBe(true);
    await expectBoth(edit(sample(), field, undefined), false);
  });

  it.each(['logos.0.image.crop', 'logos.0.image.hotspot'])('%s: optional in both', async (field) => {
    await expectBoth(edit(sample(), field, undefined), true);
  });

  it('an image without its file: the Studio asks for it, the site refuses the strip', async () => {
    expect(studioRulesAt('logos.0.image').assetRequired).toBe(true);
    await expectBoth(edit(sample(), 'logos.3.image', { _type: 'image' }), false);
  });
});

describe('the Studio and the site share the limits', () => {
  it('a name: at most 60 characters in both, and blank counts as missing', async () => {
    expect(studioRulesAt('logos.0.name').max).toBe(60);
    await expectBoth(edit(sample(), 'logos.0.name', 'x'.repeat(60)), true);
    await expectBoth(edit(sample(), 'logos.0.name', 'x'.repeat(60 + 1)), false);
    await expectBoth(edit(sample(), 'logos.0.name', '   '), false);
  });

  it('from 10 to 24 logos in both', async () => {
    const rules = studioRulesAt('logos');
    expect([rules.min, rules.max]).toEqual([10, 24]);
    await expectBoth(edit(sample(), 'logos', logos(10)), true);
    await expectBoth(edit(sample(), 'logos', logos(24)), true);
    await expectBoth(edit(sample(), 'logos', logos(10 - 1)), false);
    await expectBoth(edit(sample(), 'logos', logos(24 + 1)), false);
    await expectBoth(edit(sample(), 'logos', []), false);
  });

  it.each([
    ['the same name', 'Ledgerloop', false],
    ['the same name in other case and spacing', '  ledgerLOOP ', false],
    ['a name of its own', 'Brightlane', true],
  ])('a second logo with %s: both accept it or both refuse it', async (_label, name, accepted) => {
    await expectBoth(edit(sample(), 'logos.5.name', name), accepted);
  });

  it('a name twice: the Studio says which', () => {
    const twice = edit(sample(), 'logos.5.name', 'ledgerloop').logos;
    expect(studioRulesAt('logos').custom!(twice)).toBe('Each client once: “ledgerloop” is on the strip twice.');
  });

  it('every logo of the stored document has a _key of its own and a _type the Studio knows', () => {
    const items = stored.logos as Doc[];
    expect(new Set(items.map((item) => item._key)).size).toBe(items.length);
    for (const item of items) {
      expect(item._key).toEqual(expect.any(String));
      expect(arrayMember((studioType as unknown as StudioType).fields![0]!, item)).toBeDefined();
    }
  });
});
