// The Studio refuses what the site would refuse, for the about and career page documents: each document as the
// Studio stores it is published by the Studio (its validation, read by a recorder as in studio-rules.test.ts)
// exactly when the site reads it (its query, run by groq-js, and its zod schema), field by field.
import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import { closingCtaLimits } from '@/lib/content/shape-limits';
import { seoLimits } from '@/lib/marketing/limits';
import { aboutPageSchema, careerPageSchema } from '@/lib/marketing/about-career/schemas';
import { schemaTypes } from '@/sanity/schema-types';
import { aboutPage, aboutPageQuery } from '@/sanity/schema-types/about-page';
import { careerPage, careerPageQuery } from '@/sanity/schema-types/career-page';
import {
  arrayMember,
  bothSides,
  byKind,
  type Doc,
  edit,
  linkAddressCases,
  namedTypes,
  siteReadsBy,
  storedDocuments,
  type StudioType,
  testListCounts,
  testTextLimits,
} from '../fixtures/studio-rules';

// The shared shapes' limits, as the Studio states them (sanity/fields/shapes.ts).
const faqLimits = { questionMax: 160, answerMax: 600, min: 1, max: 20 } as const;

const imageAsset = {
  _id: 'image-abc123-400x400-jpg',
  _type: 'sanity.imageAsset',
  url: 'https://cdn.sanity.io/images/p/d/abc123-400x400.jpg',
  metadata: { dimensions: { width: 400, height: 400 } },
};
const image = (alt: string) => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: imageAsset._id },
  hotspot: { _type: 'sanity.imageHotspot', x: 0.5, y: 0.3, width: 0.5, height: 0.5 },
  alt,
});

// The documents as the dataset holds them, with every optional field filled so that each one is checked: a share
// image, a founder's photo, the call's label and note.
const stored = storedDocuments().filter((doc) => doc._type === 'aboutPage' || doc._type === 'careerPage');
const storedDoc = (id: string) => structuredClone(stored.find((doc) => doc._id === id)!);

const aboutDoc: Doc = storedDoc('aboutPage');
aboutDoc.seo = { ...(aboutDoc.seo as Doc), noIndex: false, image: image('The studio in Lisbon') };
(aboutDoc.founders as Doc[])[0]!.photo = image('Tomás Almeida');
aboutDoc.cta = { ...(aboutDoc.cta as Doc), label: 'Book a call', note: 'Free, 15 minutes' };

const careerDoc: Doc = storedDoc('careerPage');
careerDoc.seo = { ...(careerDoc.seo as Doc), noIndex: false, image: image('The team on a call') };

const pages = {
  aboutPage: bothSides({
    studio: aboutPage,
    sample: aboutDoc,
    siteReads: siteReadsBy(aboutPageQuery, (result) => aboutPageSchema.safeParse(result).success, [imageAsset]),
  }),
  careerPage: bothSides({
    studio: careerPage,
    sample: careerDoc,
    siteReads: siteReadsBy(careerPageQuery, (result) => careerPageSchema.safeParse(result).success, [imageAsset]),
  }),
};
type Kind = keyof typeof pages;

const { expectBoth, studioRulesAt, checks } = byKind(pages);

describe('the about and career documents: the Studio requires what the site requires', () => {
  it.each(Object.keys(pages) as Kind[])('a valid %s passes both', async (kind) => {
    await expectBoth(kind, pages[kind].sample(), true);
  });

  it.each([
    ...[
      'badge',
      'title',
      'lead',
      'story',
      'story.title',
      'story.paragraphs',
      'mission',
      'mission.title',
      'mission.text',
      'foundersTitle',
      'foundersLead',
      'founders',
      'founders.0.name',
      'founders.0.role',
      'founders.0.bio',
      'founders.0.profileUrl',
      'founders.0.profileLabel',
      'founders.0.photo.alt',
      'valuesTitle',
      'values',
      'values.0.title',
      'values.0.text',
      'whyChoose',
      'whyChoose.title',
      'whyChoose.specialisation',
      'whyChoose.specialisation.title',
      'whyChoose.specialisation.text',
      'whyChoose.guarantees',
      'whyChoose.guarantees.0.value',
      'whyChoose.guarantees.0.title',
      'whyChoose.guarantees.0.text',
      'faqTitle',
      'faq',
      'faq.0.question',
      'faq.0.answer',
      'cta',
      'cta.title',
      'cta.text',
      'seo.image.alt',
    ].map((field) => ['aboutPage', field] as const),
    ...[
      'title',
      'lead',
      'openingsTitle',
      'openingsLead',
      'noOpenings',
      'requirementsTitle',
      'applyLabel',
      'perksTitle',
      'perks',
      'perks.0.title',
      'perks.0.text',
      'inquiry',
      'inquiry.title',
      'inquiry.text',
      'inquiry.label',
      'seo.image.alt',
    ].map((field) => ['careerPage', field] as const),
  ])('%s: %s is required by both', async (kind, field) => {
    expect(studioRulesAt(kind, field).required).toBe(true);
    await expectBoth(kind, edit(pages[kind].sample(), field, undefined), false);
  });

  it.each([
    ['aboutPage', 'seo'],
    ['aboutPage', 'seo.title'],
    ['aboutPage', 'seo.description'],
    ['aboutPage', 'seo.image'],
    ['aboutPage', 'seo.noIndex'],
    ['aboutPage', 'founders.0.photo'],
    ['aboutPage', 'cta.label'],
    ['aboutPage', 'cta.note'],
    ['careerPage', 'seo'],
    ['careerPage', 'seo.title'],
    ['careerPage', 'seo.description'],
    ['careerPage', 'seo.image'],
    ['careerPage', 'seo.noIndex'],
  ] as const)('%s: %s may be left out in both', async (kind, field) => {
    expect(studioRulesAt(kind, field).required).toBe(false);
    await expectBoth(kind, edit(pages[kind].sample(), field, undefined), true);
  });
});

describe('the about and career documents: the Studio and the site share the limits', () => {
  const texts = [
    ['aboutPage', 'badge', 30, true],
    ['aboutPage', 'title', 80, true],
    ['aboutPage', 'lead', 300, true],
    ['aboutPage', 'story.title', 80, true],
    ['aboutPage', 'story.paragraphs.0', 600, true],
    ['aboutPage', 'mission.title', 80, true],
    ['aboutPage', 'mission.text', 200, true],
    ['aboutPage', 'foundersTitle', 80, true],
    ['aboutPage', 'foundersLead', 200, true],
    ['aboutPage', 'founders.0.name', 60, true],
    ['aboutPage', 'founders.0.role', 80, true],
    ['aboutPage', 'founders.0.bio', 300, true],
    ['aboutPage', 'founders.0.profileLabel', 80, true],
    ['aboutPage', 'founders.0.photo.alt', 160, true],
    ['aboutPage', 'valuesTitle', 80, true],
    ['aboutPage', 'values.0.title', 40, true],
    ['aboutPage', 'values.0.text', 200, true],
    ['aboutPage', 'whyChoose.title', 80, true],
    ['aboutPage', 'whyChoose.specialisation.title', 80, true],
    ['aboutPage', 'whyChoose.specialisation.text', 400, true],
    ['aboutPage', 'whyChoose.guarantees.0.value', 16, true],
    ['aboutPage', 'whyChoose.guarantees.0.title', 40, true],
    ['aboutPage', 'whyChoose.guarantees.0.text', 160, true],
    ['aboutPage', 'faqTitle', 80, true],
    ['aboutPage', 'faq.0.question', faqLimits.questionMax, true],
    ['aboutPage', 'faq.0.answer', faqLimits.answerMax, true],
    ['aboutPage', 'cta.title', closingCtaLimits.titleMax, true],
    ['aboutPage', 'cta.text', closingCtaLimits.textMax, true],
    ['aboutPage', 'cta.label', closingCtaLimits.labelMax, false],
    ['aboutPage', 'cta.note', closingCtaLimits.noteMax, false],
    ['aboutPage', 'seo.title', seoLimits.titleMax, false],
    ['aboutPage', 'seo.description', seoLimits.descriptionMax, false],
    ['aboutPage', 'seo.image.alt', seoLimits.imageAltMax, true],
    ['careerPage', 'title', 80, true],
    ['careerPage', 'lead', 300, true],
    ['careerPage', 'openingsTitle', 80, true],
    ['careerPage', 'openingsLead', 200, true],
    ['careerPage', 'noOpenings', 120, true],
    ['careerPage', 'requirementsTitle', 80, true],
    ['careerPage', 'applyLabel', 40, true],
    ['careerPage', 'perksTitle', 80, true],
    ['careerPage', 'perks.0.title', 40, true],
    ['careerPage', 'perks.0.text', 200, true],
    ['careerPage', 'inquiry.title', 80, true],
    ['careerPage', 'inquiry.text', 300, true],
    ['careerPage', 'inquiry.label', 40, true],
    ['careerPage', 'seo.title', seoLimits.titleMax, false],
    ['careerPage', 'seo.description', seoLimits.descriptionMax, false],
  ] as const;

  testTextLimits(texts, checks);

  testListCounts(
    [
      ['aboutPage', 'story.paragraphs', 1, 4],
      ['aboutPage', 'founders', 1, 4],
      ['aboutPage', 'values', 1, 6],
      ['aboutPage', 'whyChoose.guarantees', 1, 3],
      ['aboutPage', 'faq', faqLimits.min, faqLimits.max],
      ['careerPage', 'perks', 1, 6],
    ] as const,
    checks,
  );
});

describe('the about and career documents: addresses, images and the stored documents', () => {
  it.each(linkAddressCases)(
    'a co-founder’s profile: %s is accepted by both or refused by both',
    async (_label, address, accepted) => {
      expect(studioRulesAt('aboutPage', 'founders.0.profileUrl').uri?.scheme).toEqual(['http', 'https']);
      await expectBoth('aboutPage', edit(aboutDoc, 'founders.0.profileUrl', address), accepted);
    },
  );

  it.each([
    ['a co-founder’s photo', 'aboutPage', 'founders.0.photo'],
    ['the about page’s share image', 'aboutPage', 'seo.image'],
    ['the career page’s share image', 'careerPage', 'seo.image'],
  ] as const)(
    '%s without its file: the Studio asks for it, the site reads the page without it',
    async (_l, kind, field) => {
      const withoutFile = edit(pages[kind].sample(), field, { _type: 'image', alt: 'A picture' });
      expect(studioRulesAt(kind, field).assetRequired).toBe(true);
      expect(pages[kind].studioPublishes(withoutFile)).toBe(false);
      expect(await pages[kind].siteReads(withoutFile)).toBe(true);
    },
  );

  it('the stored documents, as they are, pass both', async () => {
    for (const doc of stored) await expectBoth(doc._type as Kind, doc, true);
    expect(stored.map((doc) => doc._type).sort()).toEqual(['aboutPage', 'careerPage']);
  });

  it('every object in the stored documents’ arrays has a _key and a _type the Studio knows', () => {
    const check = (type: StudioType, value: unknown): void => {
      if (Array.isArray(value)) {
        const keys = value.filter((item) => item !== null && typeof item === 'object').map((item) => item._key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const item of value) {
          if (item === null || typeof item !== 'object') continue;
          expect(item._key, JSON.stringify(item)).toEqual(expect.any(String));
          expect(arrayMember(type, item), JSON.stringify(item)).toBeDefined();
        }
        return;
      }
      if (value === null || typeof value !== 'object') return;
      const fields = type.fields ?? namedTypes[type.type ?? '']?.fields ?? [];
      for (const field of fields) check(field, (value as Doc)[field.name!]);
    };
    for (const doc of stored) check(pages[doc._type as Kind].studio, doc);
  });

  it('join the Studio’s schema without a problem', () => {
    const schema = createSchema({ name: 'default', types: schemaTypes });
    const problems = (schema as unknown as { _validation: { problems: unknown[] }[] })._validation.flatMap(
      (group) => group.problems,
    );
    expect(problems).toEqual([]);
  });
});
